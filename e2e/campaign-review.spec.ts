import { ADMIN_MESSAGES } from "@domain/constants/admin";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { ADMIN, expect, expectAccessible, signInThroughApi, test } from "./fixtures";

// Review before publishing (decision 018): a new founder's business is not Verified, so choosing
// Active submits the campaign for review; nobody else sees it until an admin approves it on the
// review screen. A rejection's reason reaches the founder, who can resubmit.

const headers = { origin: E2E_BASE_URL };
type Account = { email: string; password: string };

async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

/** The founder signs in and saves a business through the API, as the business form would. */
async function founderWithBusiness(page: Page, founder: Account, name: string) {
  expect((await page.request.post("/api/auth/sign-in/email", { headers, data: founder })).ok()).toBe(true);
  const saved = await page.request.put("/api/founder/business", {
    headers,
    data: { businessName: name, businessType: "agtech", stage: "seed", incorporationCountry: "Kenya" },
  });
  expect(saved.ok()).toBe(true);
  await page.goto("/founder/dashboard");
  await expect(page.getByRole("heading", { name: "Founder Dashboard" })).toBeVisible();
}

/** The campaign form filled in, with Active chosen: the form says it will go to review. */
async function createActive(page: Page, title: string) {
  await page.goto("/founder/campaigns/new");
  await page.getByLabel("Campaign title").fill(title);
  await page.getByLabel("Summary").fill("Soil sensors for smallholder farms.");
  await page.getByLabel("Funding goal (USD)").fill("120000");
  await page.getByLabel("Equity offered (%)").fill("8");
  await page.getByLabel("Minimum investment (USD)").fill("1000");
  await page.getByLabel("Maximum investment (USD)").fill("20000");
  await page.getByLabel("Status").selectOption("active");
  await expect(page.getByLabel("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.activeNeedsReview);
  await checkAccessible(page);
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.submittedForReview)).toBeVisible();
  await expect(page).toHaveURL(/\/founder\/campaigns$/);
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Pending Review", { exact: true })).toBeVisible();
  return card;
}

async function adminOnReviewScreen(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await context.newPage();
  await signInThroughApi(admin, ADMIN, "/admin/dashboard");
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto("/admin/campaigns");
  await expect(admin.getByRole("tab", { name: /Pending Review/, selected: true })).toBeVisible();
  return { admin, close: () => context.close() };
}

test("an unverified founder's Active campaign waits for review, off / and /deals, until an admin approves it", async ({
  page,
  browser,
  founder,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Reviewed sensors ${tag}`;
  await founderWithBusiness(page, founder, `Mkulima ${tag}`);
  const card = await createActive(page, title);

  // Nobody else sees it: not among the Featured Campaigns on /, not on /deals.
  const visitorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const featured = visitor.getByRole("tabpanel");
  await expect(featured.getByRole("link").first().or(featured.getByText("Example").first())).toBeVisible();
  await expect(featured.getByText(`Mkulima ${tag}`)).toHaveCount(0);
  await visitorContext.close();
  await page.goto(`/deals?search=${tag}`);
  await expect(page.getByText("No active campaigns found.")).toBeVisible();

  // The admin approves it on the review screen; it is live on /deals.
  const { admin, close } = await adminOnReviewScreen(browser);
  const row = admin.getByRole("listitem").filter({ hasText: title });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText(ADMIN_MESSAGES.campaignApproved, { exact: true })).toBeVisible();
  await close();

  await page.goto(`/deals?search=${tag}`);
  await expect(page.getByRole("main").getByText(title).first()).toBeVisible();
  await page.goto("/founder/campaigns");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
});

test("a rejection's reason reaches the founder, who resubmits by choosing Active again", async ({
  page,
  browser,
  founder,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Rejected sensors ${tag}`;
  const reason = `The funding goal is not explained ${tag}`;
  await founderWithBusiness(page, founder, `Shamba ${tag}`);
  const card = await createActive(page, title);

  const { admin, close } = await adminOnReviewScreen(browser);
  const row = admin.getByRole("listitem").filter({ hasText: title });
  await row.getByRole("button", { name: "Reject" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject Campaign" }).click();
  await expect(admin.getByText(ADMIN_MESSAGES.campaignRejected, { exact: true })).toBeVisible();
  await close();

  // The founder's bell carries the reason; the card says Rejected.
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread/, { timeout: 40_000 });
  await bell.click();
  await expect(page.getByRole("menu").getByText(reason)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(card.getByText("Rejected", { exact: true })).toBeVisible();

  // Active on a rejected campaign resubmits it for review.
  await card.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Campaign" })).toBeVisible();
  await page.getByLabel("Status").selectOption("active");
  await expect(page.getByLabel("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.activeNeedsReview);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.submittedForReview)).toBeVisible();
  await expect(card.getByText("Pending Review", { exact: true })).toBeVisible();
});
