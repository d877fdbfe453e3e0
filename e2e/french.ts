import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** An area's French catalogue (`domain`, `web/src/features/accounts`...): a key's text, or a throw when it has none. */
export function frenchCatalogue(area: string): (key: string) => string {
  const texts = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", area, "messages", "fr.json"), "utf8"));
  return (key) => {
    const text = texts[key];
    if (typeof text !== "string") throw new Error(`${area} has no French text for ${key}`);
    return text;
  };
}

// What the French journeys (e2e/french-*.spec.ts) check on every screen: no English left on it
// (its text, its placeholders and its page title), and nothing sticking out sideways at 375 px,
// since French runs about a quarter longer than English.

/**
 * Words of English that French never uses in Kuza's screens. Words both languages share (Messages,
 * Notifications, Documents, Fintech, Deals, Date, Type, Active, Total...) are left out, as are
 * "English" (the language switch names it) and proper names.
 */
const ENGLISH_WORDS = new Set(
  (
    "the and your you with for from this that these those yet not are is has have will been what when " +
    "who how why which there their them they our we all any each other about after before into out only " +
    "more less than then just already also back next add save saved sign signed settings loading search " +
    "edit delete cancel view create account profile campaign campaigns investor investors founder founders " +
    "funding raised goal help dashboard send sent update upload submit request requested meeting meetings " +
    "progress stage step interest express match matches preferences theme light dark close open " +
    "pending approved rejected completed required invalid enter please found new none no yes days left ago " +
    "just now week month year today yesterday tomorrow here click mark read unread welcome hello get started"
  ).split(" "),
);

/**
 * The English words on the page now: its visible text, its inputs' placeholders and its title,
 * leaving out the elements `ignore` selects (other people's data).
 */
async function englishOnScreen(page: Page, ignore?: string): Promise<string[]> {
  const ignored = ignore ? await page.locator(ignore).allInnerTexts() : [];
  const text = await page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement>("[placeholder]")].map((e) => e.placeholder);
    return [document.body.innerText, document.title, ...placeholders].join("\n");
  });
  const own = ignored.reduce((rest, part) => (part ? rest.replace(part, "") : rest), text);
  const words = own.match(/[A-Za-zÀ-ÿ’']+/g) ?? [];
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase())))];
}

/** The screen as it is now speaks French only and fits a 375 px phone when the viewport is that narrow. */
export async function expectFrenchScreen(page: Page, what: string, { ignore }: { ignore?: string } = {}) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect.poll(() => englishOnScreen(page, ignore), { message: `English left on ${what}` }).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 375) {
    // Once the page has settled (a skeleton or a toast sliding in may stick out for a moment).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(width)
      .catch(() => undefined);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    // Named in the message: the innermost elements that run past the right edge.
    const culprits = await page.evaluate((limit) => {
      const past = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
        (e) => e.getBoundingClientRect().right > limit + 0.5,
      );
      const elements = past
        .filter((e) => !past.some((other) => other !== e && e.contains(other)))
        .map((e) => `<${e.tagName.toLowerCase()} class="${e.className}">${(e.textContent ?? "").slice(0, 60)}`);
      // Text can run out of a box that itself fits.
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > limit + 0.5)
          texts.push(
            `text in <${node.parentElement?.tagName.toLowerCase()} class="${node.parentElement?.className}">: ${node.textContent?.slice(0, 60)}`,
          );
      }
      return [...elements, ...texts].slice(0, 4);
    }, width);
    expect(scrollWidth, `${what} is wider than the phone: ${culprits.join(" | ")}`).toBeLessThanOrEqual(width);
  }
}
