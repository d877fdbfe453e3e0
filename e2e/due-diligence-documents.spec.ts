import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { Page } from "@playwright/test";
import { headers, pdf, processBetween, signedInPage } from "./document-room";
import { expect, expectAccessible, test } from "./fixtures";

// The document room end to end: the founder prepares a pitch deck in the library, the investor
// requests two documents, the founder answers one from the library in one click and uploads the
// other (with its progress), the investor opens both in new tabs, and the founder sees the views:
// the investor's opens per document, per library file, and on the process's timeline with the
// meeting the investor proposed.

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
    .setInputFiles({ name: "Jua Deck.pdf", mimeType: "application/pdf", buffer: await pdf("deck") });
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
  const plan = Buffer.concat([await pdf("plan"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
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
    if (/\/api\/due-diligence\/documents\/[^/]+\/file\?/.test(request.url())) downloads.push(request.url());
  });
  for (const name of ["Pitch Deck", "Business Plan"]) {
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Open ${name}` }).click();
    const tab = await popup;
    await expect(investorToasts.getByText(M.opened).first()).toBeVisible();
    await expect(row(page, name).getByText("Viewed", { exact: true })).toBeVisible();
    await tab.close().catch(() => undefined);
  }

  // Each tab went to its own link, made for this investor's session.
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
