import { REQUESTER_STATUS_LABELS, VERIFIED_LABELS } from "@domain/verification/constants";
import type { Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { ADMIN, expect, expectAccessible, signInThroughApi, test } from "./fixtures";

// Verification from submission to badge: a founder sends the business's registration, an admin
// approves it and the business shows Verified; an investor sends their identity, an admin rejects
// it with a reason, and the investor reads the reason.

const headers = { origin: E2E_BASE_URL };
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function signInAs(page: Page, account: { email: string; password: string }, dashboard: RegExp) {
  await signInThroughApi(page, account, "/");
  await expect(page).toHaveURL(dashboard);
}

/** The admin, on a device of their own, at the verification queue (through the sidebar). */
async function adminQueue(browser: Browser) {
  const device = await browser.newContext();
  const page = await device.newPage();
  await signInAs(page, ADMIN, /\/admin\/dashboard$/);
  await page.getByRole("link", { name: "Verifications" }).first().click();
  await expect(page.getByRole("heading", { name: "Verifications", level: 1 })).toBeVisible();
  return { page, close: () => device.close() };
}

test("a founder's registration, approved by an admin, shows Verified on the business page and in /businesses", async ({
  page,
  browser,
  founder,
}) => {
  test.setTimeout(180_000);
  const businessName = `Ledger Labs ${Date.now()}`;
  await signInAs(page, founder, /\/founder\/dashboard$/);
  const saved = await page.request.put("/api/founder/business", {
    headers,
    data: { businessName, businessType: "fintech", incorporationCountry: "Nigeria", stage: "seed" },
  });
  expect(saved.status()).toBe(200);
  const businessId = (await saved.json()).business.id as string;

  await page.goto("/founder/business");
  const panel = page.getByRole("region", { name: "Business verification" });
  await expect(panel.getByText(REQUESTER_STATUS_LABELS.not_submitted)).toBeVisible();
  await expect(panel.getByText("Country of incorporation: Nigeria")).toBeVisible();
  const number = panel.getByLabel("CAC registration number (RC or BN)");
  await number.fill("12345");
  await panel.getByRole("button", { name: "Send for verification" }).click();
  await expect(panel.getByText(/for example RC 1234567/).first()).toBeVisible();
  await number.fill("RC 1234567");
  await panel.getByLabel("Certificate of incorporation or registration").setInputFiles({
    name: "cac-certificate.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await panel.getByRole("button", { name: "Send for verification" }).click();
  await expect(panel.getByText(REQUESTER_STATUS_LABELS.pending)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Open cac-certificate.pdf" })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  const admin = await adminQueue(browser);
  const row = admin.page.getByRole("listitem", { name: businessName });
  await expect(row.getByText("RC 1234567")).toBeVisible();
  await expect(row.getByRole("link", { name: "Open cac-certificate.pdf" })).toHaveAttribute(
    "href",
    /\/api\/verification\/requests\/[0-9a-f-]+\/file$/,
  );
  await admin.page.mouse.move(0, 0);
  await expectAccessible(admin.page);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(row).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(panel.getByText(VERIFIED_LABELS.business, { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Change registration details" })).toBeVisible();

  await page.goto(`/businesses/${businessId}`);
  const header = page.locator("header", { has: page.getByRole("heading", { name: businessName, level: 1 }) });
  await expect(header.getByText(VERIFIED_LABELS.business, { exact: true })).toBeVisible();

  await page.goto(`/businesses?search=${encodeURIComponent(businessName)}`);
  const card = page.getByRole("article", { name: businessName });
  await expect(card.getByText(VERIFIED_LABELS.business, { exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});

test("an investor's identity, rejected by an admin with a reason, shows the reason and can be sent again", async ({
  page,
  browser,
  investor,
}) => {
  test.setTimeout(180_000);
  const reason = "The passport scan is unreadable";
  await signInAs(page, investor, /\/investor\/dashboard$/);
  await page.goto("/investor/profile");
  const panel = page.getByRole("region", { name: "Investor verification" });
  const legalName = panel.getByLabel("Full legal name");
  await expect(legalName).toHaveValue(investor.fullName);
  await legalName.fill("Kofi Mensah Investor");
  await panel
    .getByLabel("Identity document")
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
  await panel.getByRole("button", { name: "Send for verification" }).click();
  await expect(panel.getByText(REQUESTER_STATUS_LABELS.pending)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  const admin = await adminQueue(browser);
  const row = admin.page.getByRole("listitem", { name: "Kofi Mensah Investor" });
  await row.getByRole("button", { name: "Reject" }).click();
  const dialog = admin.page.getByRole("dialog");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject Request" }).click();
  await expect(row).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(panel.getByText(REQUESTER_STATUS_LABELS.rejected)).toBeVisible();
  await expect(panel.getByText(reason)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send for verification" })).toBeVisible();
  // The bell tells the investor too.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await expect(page.getByText(`Your verification request was not approved. Reason: ${reason}`)).toBeVisible();
});
