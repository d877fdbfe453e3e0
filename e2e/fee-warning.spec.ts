import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from "./fixtures";

// Fee-scam warnings: an investor asks a founder for a processing fee; the founder sees the warning
// under that message (and under one arriving live), not under an ordinary message, and the investor's
// own view of the same conversation shows no warning at all.

const ORIGIN = E2E_BASE_URL;
const headers = { origin: ORIGIN };
const WARNING = "Investors on Kuza never ask founders to pay to be considered.";
const ORDINARY = "Thanks for the deck. We like your 1,200 paying customers and the 1.5% transaction fee.";
const SCAM = "Great news! Please pay a processing fee of $500 to be considered for our fund.";
const SCAM_FR = "Des frais de dossier de 300 000 FCFA sont exigés pour étudier votre demande.";

const thread = (page: Page) => page.getByRole("log", { name: /^Messages with/ });
const warnings = (page: Page) => thread(page).getByRole("note", { name: "Possible fee scam" });
const bubbleWith = (page: Page, text: string) => thread(page).getByRole("listitem").filter({ hasText: text });

async function myId(page: Page): Promise<string> {
  const res = await page.request.get("/api/me");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

test("an investor's request for a processing fee carries a warning for the founder only", async ({
  page,
  founder,
  browser,
}) => {
  // Two browsers and axe in both themes: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: founder });
  expect(signedIn.ok()).toBe(true);
  const founderId = await myId(page);

  // An investor, in a second browser, writes to the founder: an ordinary message, then the fee request.
  const investorContext = await browser.newContext({ baseURL: ORIGIN });
  const other = await investorContext.newPage();
  const errors: string[] = [];
  other.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
  other.on("pageerror", (e) => errors.push(e.message));
  const investor = { email: uniqueEmail("fee-investor"), password: PASSWORD, fullName: "Kofi Feeasker" };
  const registered = await other.request.post("/api/accounts/register", {
    headers,
    data: { ...investor, role: "investor", investorType: "angel" },
  });
  expect(registered.status()).toBe(201);
  const investorId = await myId(other);

  await other.goto(`/messages?contact=${founderId}`);
  await expect(other.getByRole("heading", { level: 2, name: founder.fullName })).toBeVisible();
  const box = other.getByLabel(`Message to ${founder.fullName}`);
  for (const content of [ORDINARY, SCAM]) {
    await box.fill(content);
    await box.press("Enter");
    await expect(thread(other).getByText(content)).toBeVisible();
  }

  // The founder opens the conversation: the warning sits under the fee request only.
  await page.goto(`/messages?contact=${investorId}`);
  await expect(thread(page).getByText(SCAM)).toBeVisible();
  await expect(warnings(page)).toHaveCount(1);
  await expect(bubbleWith(page, SCAM).getByRole("note")).toContainText(WARNING);
  await expect(bubbleWith(page, ORDINARY).getByRole("note")).toHaveCount(0);
  await expectAccessible(page);

  // A French request arriving live, while the thread is open, carries its warning too.
  await box.fill(SCAM_FR);
  await box.press("Enter");
  await expect(thread(page).getByText(SCAM_FR)).toBeVisible();
  await expect(bubbleWith(page, SCAM_FR).getByRole("note")).toContainText(WARNING);
  await expect(warnings(page)).toHaveCount(2);

  // The investor's own view of the same messages, live and after a reload: no warning, no hint.
  await expect(thread(other).getByText(SCAM_FR)).toBeVisible();
  await other.reload();
  await expect(thread(other).getByText(SCAM)).toBeVisible();
  await expect(thread(other).getByText(SCAM_FR)).toBeVisible();
  await expect(other.getByRole("note")).toHaveCount(0);
  await expect(other.getByText(WARNING)).toHaveCount(0);

  // On a 375 px phone the warning still fits beside nothing: no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(bubbleWith(page, SCAM).getByRole("note")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  expect(errors, "console errors in the investor's browser").toEqual([]);
  await investorContext.close();
});
