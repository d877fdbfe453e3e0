import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { samplePdf } from "../server/src/modules/sample-data/sample-pdf";
import { approveCampaign, expect, expectAccessible, signIn, test } from "./fixtures";

// The document room end to end: the founder prepares a pitch deck in the library, the investor
// requests two documents, the founder answers one from the library in one click and uploads the
// other (with its progress), the investor opens both in new tabs, and the founder sees the views:
// the investor's opens per document, per library file, and on the process's timeline with the
// meeting the investor proposed.

const headers = { origin: E2E_BASE_URL };
type Account = { email: string; password: string };

/** A real PDF: the document room refuses one it cannot open (each investor's copy is watermarked). */
const pdf = (label: string) => Buffer.from(samplePdf(label, [`The ${label} of Jua Power`]));

/** The founder's Nigerian business and campaign, and the investor's process with it, through the API. */
async function processBetween(founder: APIRequestContext, investor: APIRequestContext, accounts: Account[]) {
  const [f, i] = accounts;
  expect((await founder.post("/api/auth/sign-in/email", { headers, data: f })).ok()).toBe(true);
  expect((await investor.post("/api/auth/sign-in/email", { headers, data: i })).ok()).toBe(true);
  const saved = await founder.put("/api/founder/business", {
    headers,
    data: {
      businessName: "Jua Power",
      businessType: "renewable_energy",
      stage: "seed",
      incorporationCountry: "Nigeria",
    },
  });
  expect(saved.ok()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string } };
  const created = await founder.post("/api/founder/campaigns", {
    headers,
    data: {
      title: "Solar for rural homes",
      summary: "Pay-as-you-go solar.",
      fundingGoal: 200_000,
      equityOffered: 10,
      minInvestment: 1_000,
      maxInvestment: 50_000,
      instrument: "equity",
      status: "active",
      endsAt: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
    },
  });
  expect(created.status()).toBe(201);
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  await approveCampaign(campaign.id);
  const started = await investor.post("/api/due-diligence", {
    headers,
    data: { businessId: business.id, campaignId: campaign.id },
  });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { process: { id: string } }).process.id;
}

async function signedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

const row = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("documents are requested, answered from the library and by upload, opened, and their views shown", async ({
  page,
  browser,
  founder,
  investor,
}) => {
  test.setTimeout(300_000);
  const founderPage = await signedInPage(browser, founder);
  const processId = await processBetween(founderPage.request, page.request, [founder, investor]);
  const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
  const proposed = await page.request.post(`/api/due-diligence/${processId}/meetings`, {
    headers,
    data: {
      title: "Intro call",
      date: tomorrow,
      time: "10:00",
      timeZone: "Africa/Lagos",
      meetingLink: "https://meet.example.com/jua",
      durationMinutes: 30,
    },
  });
  expect(proposed.status()).toBe(201);

  // The founder prepares the pitch deck ahead, under Nigeria's checklist.
  await founderPage.goto("/founder/documents");
  await expect(founderPage.getByRole("heading", { name: "Document Library", level: 1 })).toBeVisible();
  await expect(founderPage.getByText("Nigeria (Corporate Affairs Commission)").first()).toBeVisible();
  await expect(founderPage.getByText("CAC Status Report (Form CAC 1.1 particulars)").first()).toBeVisible();
  await expect(founderPage.getByText("0 of", { exact: false })).toBeVisible();
  await founderPage
    .getByLabel("Add file: Pitch Deck")
    .setInputFiles({ name: "Jua Deck.pdf", mimeType: "application/pdf", buffer: pdf("deck") });
  await expect(founderPage.getByText(M.libraryUploaded)).toBeVisible();
  await expect(founderPage.getByText(/^1 of \d+ documents ready$/)).toBeVisible();
  await checkAccessible(founderPage);

  // The investor requests two documents.
  await page.goto(`/due-diligence/${processId}`);
  await page.getByRole("button", { name: "Request Additional Documents" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox", { name: /Cap Table/ })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /^Pitch Deck/ }).check();
  await dialog.getByRole("checkbox", { name: /^Business Plan/ }).check();
  await dialog.getByRole("button", { name: "Send Request" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText(M.requestSentTitle)).toBeVisible();
  await expect(toasts.getByText(M.requestSentText(2))).toBeVisible();
  await expect(row(page, "Business Plan").getByText("Requested", { exact: true })).toBeVisible();
  await checkAccessible(page);

  // The founder answers the deck from the library in one click, and uploads the plan.
  await founderPage.goto(`/due-diligence/${processId}`);
  await expect(founderPage.getByRole("heading", { name: "Document Requests" })).toBeVisible();
  await row(founderPage, "Pitch Deck").getByRole("button", { name: "Share jua-deck.pdf from library" }).click();
  await expect(row(founderPage, "Pitch Deck").getByText("Shared", { exact: true })).toBeVisible();
  await founderPage.getByRole("button", { name: "Upload Business Plan" }).click();
  const upload = founderPage.getByRole("dialog");
  const plan = Buffer.concat([pdf("plan"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "Business Plan 2026.pdf", mimeType: "application/pdf", buffer: plan });
  // A slow uplink, so the progress bar has time to show.
  const cdp = await founderPage.context().newCDPSession(founderPage);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(founderPage.getByText(M.uploaded)).toBeVisible({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(
    row(founderPage, "Business Plan").getByText(/business-plan-2026\.pdf · 3\.0 MB · PDF · by Amina Founder/),
  ).toBeVisible();
  await checkAccessible(founderPage);

  // The investor opens both, each in a new tab (served as a download).
  await page.reload();
  const investorToasts = page.getByRole("region", { name: /Notifications/ });
  const downloads: string[] = [];
  page.context().on("request", (request) => {
    if (request.url().includes("/api/files/private?")) downloads.push(request.url());
  });
  for (const name of ["Pitch Deck", "Business Plan"]) {
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Open ${name}` }).click();
    const tab = await popup;
    await expect(investorToasts.getByText(M.opened).first()).toBeVisible();
    await expect(row(page, name).getByText("Viewed", { exact: true })).toBeVisible();
    await tab.close().catch(() => undefined);
  }

  // Each tab went to its own signed link.
  await expect.poll(() => new Set(downloads).size).toBe(2);

  // The founder sees each document's views: the investor's count and last open, then every open.
  await founderPage.reload();
  for (const name of ["Pitch Deck", "Business Plan"]) {
    const item = row(founderPage, name);
    await item.getByText(/^Opened once by the investor · last /).click();
    await expect(item.getByText(/^Kofi Investor ·/)).toBeVisible();
  }

  // The timeline: the meeting invitation, the documents shared and opened, oldest first.
  const timeline = founderPage.getByRole("region", { name: "Timeline" });
  await timeline.getByRole("button", { name: /^Show all \d+ events$/ }).click();
  const events = timeline.getByRole("listitem");
  await expect(events.filter({ hasText: "Meeting proposed: Intro call" })).toContainText("by Kofi Investor");
  await expect(events.filter({ hasText: "Document shared: Pitch Deck" })).toContainText("by you");
  await expect(events.filter({ hasText: "Document opened: Business Plan" })).toHaveCount(1);
  await checkAccessible(founderPage);

  // The library says who the deck went to and how often they opened it.
  await founderPage.goto("/founder/documents");
  await founderPage.getByText("Shared with 1 investor").click();
  const recipient = founderPage.getByRole("listitem").filter({ hasText: "Kofi Investor" }).last();
  await expect(recipient.getByRole("definition").first()).toHaveText("1");
});
