import { REPORT_MESSAGES, REPORT_OUTCOME_NOTIFICATION } from "@domain/reports/report-constants";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { ADMIN, expect, expectAccessible, signInThroughApi, test } from "./fixtures";

// Issue 19: a signed-in user reports what they see; an admin reviews it in the moderation queue
// with the content as it was reported, acts with a note, and the reporter is told the outcome.

type Account = { email: string; password: string };
const headers = { origin: E2E_BASE_URL };

async function apiAs(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, who: Account) {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await api.post("/api/auth/sign-in/email", { headers, data: who })).status()).toBe(200);
  return api;
}

async function signInPage(page: Page, who: Account, home: RegExp) {
  await signInThroughApi(page, who, "/");
  await expect(page).toHaveURL(home);
}

/** An admin in a browser of their own, on the moderation queue. */
async function adminQueue(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signInPage(page, ADMIN, /\/admin\/dashboard$/);
  await page.getByRole("navigation").getByRole("link", { name: "Reports" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  return { page, close: () => context.close() };
}

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

test("an investor reports a business; an admin sees it as reported, dismisses it with a note; the investor is told", async ({
  page,
  browser,
  founder,
  investor,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // The second report of the same business is refused on purpose (409).
  consoleErrors.allow(/status of 409 \(Conflict\)/);
  const name = `Mkulima ${Date.now()}`;
  const founderApi = await apiAs(playwright, founder);
  const saved = await founderApi.put("/api/founder/business", {
    headers,
    data: { businessName: name, businessType: "agtech", incorporationCountry: "Kenya", description: "Soil sensors" },
  });
  expect(saved.status()).toBe(200);
  const businessId = (await saved.json()).business.id as string;

  await signInPage(page, investor, /\/investor\/dashboard$/);
  await page.goto(`/businesses/${businessId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Report this business" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this business" });
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByText(REPORT_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByRole("radio", { name: "Fake or misleading" }).check();
  await dialog.getByLabel("Details (optional)").fill("The team page lists people who never worked there");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText(REPORT_MESSAGES.sent, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report of the same business while the first is open is refused, in the dialog.
  await page.getByRole("button", { name: "Report this business" }).click();
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(REPORT_MESSAGES.duplicate);
  await page.keyboard.press("Escape");

  // The founder renames the business: the queue still shows what was reported.
  const renamed = await founderApi.put("/api/founder/business", {
    headers,
    data: { businessName: `${name} Renamed`, businessType: "agtech", incorporationCountry: "Kenya" },
  });
  expect(renamed.status()).toBe(200);

  const admin = await adminQueue(browser);
  const row = admin.page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Fake or misleading");
  await expect(row).toContainText("Soil sensors");
  await expect(row).toContainText("The team page lists people who never worked there");
  await expect(row).toContainText(investor.email);
  await expect(row).not.toContainText("Renamed");
  await expectAccessible(admin.page);
  await row.getByRole("button", { name: "Dismiss" }).click();
  const act = admin.page.getByRole("dialog");
  await act.getByLabel("Note").fill("Team checked against the registry");
  await act.getByRole("button", { name: "Dismiss" }).click();
  await expect(admin.page.getByText("Reports dismissed", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  // The investor's bell tells them, in words that name no action against anyone.
  await expect(bell(page)).toHaveAccessibleName(/unread/, { timeout: 30_000 });
  await bell(page).click();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: /Your report was reviewed/ })).toContainText(
    REPORT_OUTCOME_NOTIFICATION.dismissed.replace("{title}", name),
  );
  // The founder was told nothing of it.
  const founderNotes = await (await founderApi.get("/api/notifications")).json();
  expect(JSON.stringify(founderNotes)).not.toMatch(/report/i);
  await founderApi.dispose();
});

test("on a phone, an investor reports a fee request in a message; an admin bans the sender", async ({
  page,
  browser,
  founder,
  investor,
  playwright,
}) => {
  test.setTimeout(180_000);
  const fee = `Pay a processing fee of $${Date.now() % 1000} to be considered`;
  const investorApi = await apiAs(playwright, investor);
  const investorId = (await (await investorApi.get("/api/me")).json()).user.id as string;
  const founderApi = await apiAs(playwright, founder);
  const founderId = (await (await founderApi.get("/api/me")).json()).user.id as string;
  const convo = await founderApi.post("/api/conversations", { headers, data: { participantId: investorId } });
  const conversationId = (await convo.json()).conversation.id as string;
  const sent = await founderApi.post(`/api/conversations/${conversationId}/messages`, {
    headers,
    data: { content: fee },
  });
  expect(sent.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 800 });
  await signInPage(page, investor, /\/investor\/dashboard$/);
  await page.goto(`/messages?contact=${founderId}`);
  const thread = page.getByRole("log", { name: /^Messages with/ });
  await expect(thread.getByText(fee)).toBeVisible();
  // The investor's own messages have no Report.
  const box = page.getByLabel(`Message to ${founder.fullName}`);
  await box.fill("Kuza says investors never ask for fees");
  await box.press("Enter");
  await expect(thread.getByText("Kuza says investors never ask for fees")).toBeVisible();
  await expect(thread.getByRole("button", { name: "Report this message" })).toHaveCount(1);

  await thread.getByRole("button", { name: "Report this message" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await dialog.getByRole("radio", { name: "Scam or fee request" }).check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText(REPORT_MESSAGES.sent, { exact: true })).toBeVisible();

  const admin = await adminQueue(browser);
  const row = admin.page.getByRole("listitem").filter({ hasText: fee });
  await expect(row).toContainText(`Message from ${founder.fullName}`);
  await expect(row).toContainText("Scam or fee request");
  await expect(row.getByRole("button", { name: "Unpublish Campaign" })).toHaveCount(0);
  await row.getByRole("button", { name: "Ban User" }).click();
  const act = admin.page.getByRole("dialog", { name: `Ban ${founder.fullName}?` });
  await act.getByLabel("Note").fill("Advance-fee request to an investor");
  await act.getByRole("button", { name: "Ban User" }).click();
  await expect(admin.page.getByText("User banned", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  // The ban ended the founder's sessions; the reporter is told action was taken, not which.
  expect((await founderApi.get("/api/me")).status()).toBe(401);
  await expect
    .poll(async () => (await (await investorApi.get("/api/notifications")).json()).notifications[0]?.description)
    .toBe(REPORT_OUTCOME_NOTIFICATION.actioned.replace("{title}", `Message from ${founder.fullName}`));
  await founderApi.dispose();
  await investorApi.dispose();
});
