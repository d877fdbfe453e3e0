import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { pdf as realPdf } from "./document-room";
import { approveCampaign, expect, expectAccessible, signInToDashboard, test } from "./fixtures";

// Due diligence end to end: an investor expresses interest on the campaign page, the process
// moves stage by stage (a meeting proposed by the investor, approved and completed by the
// founder; documents requested, uploaded and opened), the investor approves at Closing and it
// lists under Completed. Then: a decline with a reason reaches the other side.

const headers = { origin: E2E_BASE_URL };
type Account = { email: string; password: string };

async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

/** The founder's business and active campaign, through the API, in a context of its own. */
async function listCampaign(request: APIRequestContext, founder: Account, name: string) {
  expect((await request.post("/api/auth/sign-in/email", { headers, data: founder })).ok()).toBe(true);
  const saved = await request.put("/api/founder/business", {
    headers,
    data: { businessName: name, businessType: "agtech", stage: "seed", incorporationCountry: "Kenya" },
  });
  expect(saved.ok()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string } };
  const endsAt = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
  const created = await request.post("/api/founder/campaigns", {
    headers,
    data: {
      title: `Cold rooms for ${name}`,
      summary: "Twenty solar cold rooms.",
      fundingGoal: 100_000,
      equityOffered: 8,
      minInvestment: 1_000,
      maxInvestment: 20_000,
      instrument: "equity",
      status: "active",
      endsAt,
    },
  });
  expect(created.status()).toBe(201);
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  await approveCampaign(campaign.id);
  return { businessId: business.id, campaignId: campaign.id };
}

async function signedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signInToDashboard(page, account);
  return page;
}

async function moveToNextStep(page: Page, stage: string) {
  await page.getByRole("button", { name: "Move to Next Step" }).click();
  await expect(page.getByText(M.movedToNextStep).first()).toBeVisible();
  await expect(page.getByRole("article").getByText(stage, { exact: true }).first()).toBeVisible();
}

/** Documents through the document room's API: requested by the investor, uploaded by the founder, opened. */
async function shareAndOpenDocument(investor: APIRequestContext, founder: APIRequestContext, processId: string) {
  const requested = await investor.post(`/api/due-diligence/${processId}/documents`, {
    headers,
    data: { categories: ["cap_table"] },
  });
  expect(requested.status()).toBe(200);
  const { documents } = (await requested.json()) as { documents: Array<{ id: string }> };
  const id = documents[0]?.id ?? "";
  // A real PDF: the document room refuses one it cannot open (each copy is watermarked).
  const pdf = await realPdf("Cap table: founders 80%, pool 20%");
  const uploaded = await founder.put(`/api/uploads/due-diligence/documents/${id}?name=cap-table.pdf`, {
    headers: { ...headers, "content-type": "application/pdf" },
    data: pdf,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  expect((await investor.post(`/api/due-diligence/documents/${id}/open`, { headers })).status()).toBe(200);
}

test("an investor runs due diligence from interest to approval, with a meeting the founder approves", async ({
  page,
  browser,
  founder,
  investor,
}) => {
  // Two people through seven stages, with axe twice: the longest journey of the suite.
  test.setTimeout(300_000);
  const founderPage = await signedInPage(browser, founder);
  const { businessId, campaignId } = await listCampaign(founderPage.request, founder, "Mavuno Cold Chain");

  await signInToDashboard(page, investor);
  await page.goto(`/businesses/${businessId}/campaign/${campaignId}`);
  await page.getByRole("button", { name: "Express Interest", exact: true }).click();
  // The toast's title; the timeline says "Interest expressed, due diligence started" beside it.
  await expect(page.getByText(M.interestTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/due-diligence\/[0-9a-f-]{36}$/);
  const processId = page.url().split("/").pop() ?? "";
  await expect(page.getByRole("heading", { name: "Mavuno Cold Chain", level: 2 })).toBeVisible();
  await expect(page.getByText(M.initialNextStep)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active Processes (1)" })).toBeVisible();
  await checkAccessible(page);

  // The business page now offers the process instead of a second one.
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole("link", { name: "View Due Diligence Process" }).click();
  await expect(page).toHaveURL(new RegExp(`/due-diligence/${processId}$`));

  await moveToNextStep(page, "Pitch Deck Review");
  await moveToNextStep(page, "Q&A Scheduled");
  await expect(page.getByRole("button", { name: M.completeCurrentStep })).toBeDisabled();

  // The investor proposes a meeting; only the founder can approve it.
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Title")).toHaveValue("Due Diligence Meeting with Mavuno Cold Chain");
  // Today at midnight in the browser's zone: already started, so it can be marked completed
  // (a meeting is completed only once its start time has passed).
  const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  await dialog.getByLabel("Date").fill(today);
  await dialog.getByLabel("Time").fill("00:00");
  await dialog.getByLabel("Meeting link").fill("https://meet.example.com/kuza");
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(M.meetingScheduled, { exact: true })).toBeVisible();
  await expect(page.getByText(/Proposed by .* · Waiting for the other party to approve/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

  await founderPage.goto("/due-diligence");
  await founderPage.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(founderPage.getByText(M.meetingApproved)).toBeVisible();
  await founderPage.getByRole("button", { name: "Mark Completed" }).click();
  await expect(founderPage.getByText(M.meetingCompleted, { exact: true })).toBeVisible();

  await page.reload();
  await moveToNextStep(page, "Follow-up Q&A");
  await moveToNextStep(page, "Due Diligence Docs");
  await expect(page.getByRole("button", { name: M.completeCurrentStep })).toBeDisabled();
  await shareAndOpenDocument(page.request, founderPage.request, processId);
  await page.reload();
  await moveToNextStep(page, "Term Sheet Negotiation");
  await moveToNextStep(page, "Closing");
  await expect(page.getByRole("button", { name: "Move to Next Step" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Completed (1)" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Approve Deal" }).click();
  await expect(page.getByRole("article").getByText("Approved", { exact: true }).first()).toBeVisible();
  await page.goto("/due-diligence");
  await page.getByRole("tab", { name: "Completed (1)" }).click();
  await expect(page.getByRole("button", { name: /Mavuno Cold Chain, Approved, 100%/ })).toBeVisible();
  await checkAccessible(page);

  // The founder's dashboard lists it.
  await founderPage.goto("/founder/dashboard");
  await expect(founderPage.getByRole("link", { name: /Approved/ })).toBeVisible();
});

test("a decline with a reason reaches the other side, on a phone", async ({ page, browser, founder, investor }) => {
  // Two people through seven stages, with axe twice: the longest journey of the suite.
  test.setTimeout(300_000);
  const founderPage = await signedInPage(browser, founder);
  const { businessId } = await listCampaign(founderPage.request, founder, "Shamba Fresh");
  await page.setViewportSize({ width: 375, height: 800 });
  await signInToDashboard(page, investor);
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole("button", { name: "Express Interest & Start Due Diligence" }).click();
  await expect(page).toHaveURL(/\/due-diligence\//);

  await founderPage.goto("/due-diligence");
  await founderPage.getByRole("button", { name: "Decline", exact: true }).click();
  const dialog = founderPage.getByRole("dialog");
  await dialog.getByLabel("Too early").check();
  await dialog.getByLabel("Add a note (optional)").fill("Come back once you have paying customers.");
  await dialog.getByRole("button", { name: "Decline Process" }).click();
  await expect(founderPage.getByText("Declined by you: Too early")).toBeVisible();

  // The investor hears of it (bell and screen) and sees the reason.
  await page.reload();
  await expect(page.getByText(/Declined by .*: Too early/)).toBeVisible();
  await expect(page.getByText("Come back once you have paying customers.", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Completed (1)" })).toHaveAttribute("aria-selected", "true");
  await checkAccessible(page);
  await page.getByRole("button", { name: "Restart Due Diligence" }).click();
  await expect(page.getByText(M.restarted).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active Processes (1)" })).toHaveAttribute("aria-selected", "true");
});
