import { expect, type Page } from "@playwright/test";

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
    "progress stage step interest express contact match matches preferences theme light dark close open " +
    "pending approved rejected completed required invalid enter please found new none no yes days left ago " +
    "just now week month year today yesterday tomorrow here click mark read unread welcome hello get started"
  ).split(" "),
);

/** The English words on the page now: its visible text, its inputs' placeholders and its title. */
async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement>("[placeholder]")].map((e) => e.placeholder);
    return [document.body.innerText, document.title, ...placeholders].join("\n");
  });
  const words = text.match(/[A-Za-zÀ-ÿ’']+/g) ?? [];
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase())))];
}

/** The screen as it is now speaks French only and fits a 375 px phone when the viewport is that narrow. */
export async function expectFrenchScreen(page: Page, what: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect.poll(() => englishOnScreen(page), { message: `English left on ${what}` }).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 375) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${what} is wider than the phone`).toBeLessThanOrEqual(width);
  }
}
