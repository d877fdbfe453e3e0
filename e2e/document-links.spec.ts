import { ADMIN_MESSAGES } from "@domain/constants/admin";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { headers, pdf, processBetween, signedInPage } from "./document-room";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// A document link opens only for its party while their access holds (issue 21): the investor opens
// the deck from the process (a stamped copy), then the same link shows the product's refusal, not
// the file, once the founder declines; it opens again after a restart; and once an admin bans the
// investor, neither the investor's link nor the founder's own opens.

/** The admin bans the user from /admin/users. */
async function ban(adminPage: Page, email: string) {
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = adminPage.getByRole("listitem").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Ban" }).click();
  const dialog = adminPage.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("Shared a founder's deck outside Kuza");
  await dialog.getByRole("button", { name: "Ban User" }).click();
  await expect(adminPage.getByText(ADMIN_MESSAGES.userBanned, { exact: true })).toBeVisible();
}

/** Opens the link in the tab and expects the refusal page with this text, and no file. */
async function expectRefused(page: Page, link: string, status: number, message: string) {
  const answer = await page.goto(link);
  expect(answer?.status()).toBe(status);
  expect(answer?.headers()["content-type"]).toBe("text/html; charset=utf-8");
  await expect(page.getByRole("heading", { name: "Document unavailable", level: 1 })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
}

test("an investor's document link stops when the founder declines and when an admin bans the investor", async ({
  page,
  browser,
  founder,
  investor,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  // The refused link answers 401 or 409 on purpose: that is the point.
  consoleErrors.allow(/status of (401|409)/);
  const founderPage = await signedInPage(browser, founder);
  const processId = await processBetween(founderPage.request, page.request, [founder, investor]);

  // The investor asks for the deck; the founder shares a PDF.
  const asked = await page.request.post(`/api/due-diligence/${processId}/documents`, {
    headers,
    data: { categories: ["pitch_deck"] },
  });
  const [deck] = ((await asked.json()) as { documents: Array<{ id: string }> }).documents;
  const shared = await founderPage.request.put(`/api/uploads/due-diligence/documents/${deck?.id}?name=deck.pdf`, {
    headers: { ...headers, "content-type": "application/octet-stream" },
    data: await pdf("Jua Power deck"),
  });
  expect(shared.status()).toBe(200);

  // The investor opens it from the process: a new tab on a link made for their session.
  await page.goto(`/due-diligence/${processId}`);
  // The link is the one the open answered (the new tab may be closed before it loads it).
  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`/api/due-diligence/documents/${deck?.id}/open`) && r.request().method() === "POST",
  );
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Open Pitch Deck" }).click();
  const { url } = (await (await answered).json()) as { url: string };
  await (await popup).close().catch(() => undefined);
  const link = new URL(url, E2E_BASE_URL).toString();
  const copy = await page.request.get(link);
  expect([copy.status(), copy.headers()["content-type"]]).toEqual([200, "application/pdf"]);

  // The founder declines: the same link now shows why, and no new link is made.
  await founderPage.goto("/due-diligence");
  await founderPage.getByRole("button", { name: "Decline", exact: true }).click();
  const dialog = founderPage.getByRole("dialog");
  await dialog.getByLabel("Too early").check();
  await dialog.getByRole("button", { name: "Decline Process" }).click();
  await expect(founderPage.getByText("Declined by you: Too early")).toBeVisible();
  await expectRefused(page, link, 409, M.linkDeclined);
  await expectAccessible(page);
  const again = await page.request.post(`/api/due-diligence/documents/${deck?.id}/open`, { headers });
  expect(again.status()).toBe(409);

  // The investor restarts the process: the link opens again, as does the founder's own.
  expect((await page.request.post(`/api/due-diligence/${processId}/restart`, { headers })).status()).toBe(200);
  expect((await page.request.get(link)).status()).toBe(200);
  const own = await founderPage.request.post(`/api/due-diligence/documents/${deck?.id}/open`, { headers });
  const founderLink = ((await own.json()) as { url: string }).url;

  // An admin bans the investor: their link shows the refusal (their session is gone), and the
  // founder's own link stops too while the process is frozen.
  const adminPage = await signedInPage(browser, ADMIN);
  await ban(adminPage, investor.email);
  await expectRefused(page, link, 401, "Please sign in to continue.");
  await expectRefused(founderPage, founderLink, 409, M.linkSuspended);
});
