import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { FOUNDER_MESSAGES } from "@domain/constants/founders";
import type { Page } from "@playwright/test";
import { approveCampaign, expect, expectAccessible, signInThroughApi, test } from "./fixtures";

/** axe with the pointer parked: a hovered button's lighter shade is not what the page looks like. */
async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

// A 1x1 PNG: the upload is checked by its bytes, so it must be a real image.
const PNG = {
  name: "logo.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

test("a founder creates the business, runs a campaign and deletes another", async ({
  page,
  founder,
  consoleErrors,
}) => {
  // One long story (two uploads, six axe passes in two themes): more than the default minute.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const businessName = `Jua Solar ${stamp}`;
  const campaignTitle = `Solar for 10,000 homes ${stamp}`;
  const spareTitle = `Spare campaign ${stamp}`;

  await signInThroughApi(page, founder, "/founder/dashboard");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Founder Dashboard" })).toBeVisible();
  await expect(page.getByText(BUSINESS_MESSAGES.createFirst)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Quick links" }).getByRole("link")).toHaveCount(4);
  await checkAccessible(page);

  // No business yet: the list's Create Campaign leads to the business form.
  await page.goto("/founder/campaigns");
  await expect(page.getByRole("heading", { name: CAMPAIGN_MESSAGES.noCampaigns })).toBeVisible();
  await page.getByRole("link", { name: "Create Campaign" }).click();
  await expect(page).toHaveURL(/\/founder\/business$/);

  // The business profile: the required name first, then the whole form. The verification panel
  // above the form has settled first, as a founder would see it: nothing moves the button any more.
  await expect(page.getByText("Save your business profile below first")).toBeVisible();
  await page.getByRole("button", { name: "Create Business Profile" }).click();
  await expect(page.getByText(BUSINESS_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByLabel("Business name")).toBeFocused();
  await page.getByLabel("Business name").fill(businessName);
  await page.getByLabel("Sector").selectOption("renewable_energy");
  await page.getByLabel("Stage").selectOption("seed");
  await page.getByLabel("Country of incorporation").fill("Kenya");
  await page.getByLabel("Description").fill("Pay-as-you-go solar kits for rural homes.");
  await page.getByLabel("Logo").setInputFiles(PNG);
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await page.getByLabel("Revenue (USD)").fill("120000");
  await page.getByLabel("Users").fill("3400");
  await page.getByLabel("Growth rate (%)").fill("12.5");
  await page.getByRole("button", { name: "Add milestone" }).click();
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByLabel("Title").fill("1,000 homes powered");
  await page.getByRole("button", { name: "Add fundraising round" }).click();
  await page.getByLabel("Amount (USD)").fill("50000");
  await page.getByLabel("Investors").fill("Acme Ventures, Jane Doe");
  await page.getByRole("button", { name: "Add team member" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Amina Founder");
  await page.getByLabel("Role").fill("CEO");
  await page.getByRole("button", { name: "Add document" }).click();
  await page.getByLabel("Document 1 name").fill("Pitch deck");
  await page.getByRole("button", { name: "Add document" }).click();
  await page.getByRole("button", { name: "Remove document 2" }).click();
  await expect(page.getByRole("button", { name: "Add document" })).toBeFocused();
  await checkAccessible(page);
  await page.getByRole("button", { name: "Create Business Profile" }).click();
  await expect(page.getByText(BUSINESS_MESSAGES.changesSaved)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();

  // Everything came back from the server.
  await page.reload();
  await expect(page.getByLabel("Business name")).toHaveValue(businessName);
  await expect(page.getByRole("img", { name: "Logo preview" })).toHaveAttribute("src", /\/files\/public\/logos\//);
  await expect(page.getByLabel("Investors")).toHaveValue("Acme Ventures, Jane Doe");
  await expect(page.getByLabel("Document 1 name")).toHaveValue("Pitch deck");
  await expect(page.getByText(BUSINESS_MESSAGES.createFirst)).toBeHidden();

  // A draft campaign: the form checks amounts against each other before the server sees them.
  await page.goto("/founder/campaigns");
  await page.getByRole("link", { name: "Create Campaign" }).click();
  await expect(page).toHaveURL(/\/founder\/campaigns\/new$/);
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await expect(page.getByLabel("Status").locator("option")).toHaveText(["Draft", "Pending Review", "Active"]);
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await page.getByLabel("Campaign title").fill(campaignTitle);
  await page.getByLabel("Summary").fill("Solar kits for rural homes, paid as they go.");
  await page.getByLabel("Funding goal (USD)").fill("250000");
  await page.getByLabel("Equity offered (%)").fill("7.5");
  await page.getByLabel("Minimum investment (USD)").fill("30000");
  await page.getByLabel("Maximum investment (USD)").fill("20000");
  await page.getByLabel("Instrument").selectOption("equity");
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.minAboveMax)).toBeVisible();
  await page.getByLabel("Minimum investment (USD)").fill("1000");
  await page.getByLabel("Banner image").setInputFiles({ ...PNG, name: "banner.png" });
  await expect(page.getByText("Image uploaded successfully").first()).toBeVisible();
  await page.getByLabel("Pitch", { exact: true }).fill("Clean power for every home.");
  await checkAccessible(page);
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/founder\/campaigns$/);
  const card = page.getByRole("listitem").filter({ hasText: campaignTitle });
  await expect(card.getByText("Draft")).toBeVisible();
  await checkAccessible(page);

  // Edit it to Active: all five statuses are offered now.
  await card.getByRole("link", { name: `Edit ${campaignTitle}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Campaign" })).toBeVisible();
  await expect(page.getByLabel("Campaign title")).toHaveValue(campaignTitle);
  await expect(page.getByLabel("Equity offered (%)")).toHaveValue("7.5");
  await expect(page.getByLabel("Status").locator("option")).toHaveText([
    "Draft",
    "Pending Review",
    "Active",
    "Completed",
    "Rejected",
  ]);
  // A new founder's business is not Verified: Active goes to review (decision 018), said before saving.
  await page.getByLabel("Status").selectOption("active");
  await expect(page.getByLabel("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.activeNeedsReview);
  const campaignId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.submittedForReview)).toBeVisible();
  await expect(page).toHaveURL(/\/founder\/campaigns$/);
  await expect(card.getByText("Pending Review", { exact: true })).toBeVisible();
  // The admin approves it: it is live.
  await approveCampaign(campaignId);
  await page.reload();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();

  // The dashboard counts it.
  await page.goto("/founder/dashboard");
  const figures = page.getByRole("region", { name: "Your numbers" });
  await expect(figures.getByText("Active campaigns")).toBeVisible();
  await expect(page.getByRole("heading", { name: campaignTitle })).toBeVisible();

  // Investors can see it now.
  await page.goto("/deals");
  await expect(page.getByText(campaignTitle).first()).toBeVisible();
  await page.goto("/businesses");
  await expect(page.getByText(businessName).first()).toBeVisible();

  // A second campaign, deleted through the confirmation.
  await page.goto("/founder/campaigns/new");
  await page.getByLabel("Campaign title").fill(spareTitle);
  await page.getByLabel("Summary").fill("A campaign that will not last.");
  await page.getByLabel("Funding goal (USD)").fill("10000");
  await page.getByLabel("Equity offered (%)").fill("1");
  await page.getByLabel("Minimum investment (USD)").fill("100");
  await page.getByLabel("Maximum investment (USD)").fill("1000");
  // One active campaign per business: the server's refusal lands in the toast and under Status.
  consoleErrors.allow(/409/);
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.errorCreating)).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveAccessibleDescription(CAMPAIGN_MESSAGES.oneActive);
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page).toHaveURL(/\/founder\/campaigns$/);
  await page.getByRole("link", { name: `Edit ${spareTitle}` }).click();
  await page.getByRole("button", { name: "Delete Campaign" }).click();
  const dialog = page.getByRole("alertdialog", { name: CAMPAIGN_MESSAGES.confirmDelete });
  await expect(dialog).toContainText("cannot be undone");
  await checkAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete Campaign" })).toBeFocused();
  await page.getByRole("button", { name: "Delete Campaign" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/founder\/campaigns$/);
  await expect(page.getByText(spareTitle)).toBeHidden();
  await expect(page.getByText(campaignTitle)).toBeVisible();

  // A campaign that is not theirs (or gone) is not found, with a way back.
  consoleErrors.allow(/404/);
  await page.goto("/founder/campaigns/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: CAMPAIGN_MESSAGES.notFoundTitle })).toBeVisible();
  await page.getByRole("link", { name: "Back to My Campaigns" }).click();
  await expect(page).toHaveURL(/\/founder\/campaigns$/);
});

test("a founder keeps their profile; the e-mail stays as it is", async ({ page, founder }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughApi(page, founder, "/founder/dashboard");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await page.goto("/founder/profile");
  const email = page.getByLabel("Email");
  await expect(email).toHaveValue(founder.email);
  await expect(email).toHaveAttribute("readonly", "");
  await expect(page.getByText(FOUNDER_MESSAGES.emailReadOnly)).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(founder.fullName);
  await page.getByLabel("Full name").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Amina Wanjiru");
  await page.getByLabel("Phone").fill("+254 700 000 000");
  await page.getByLabel("Industry sector").selectOption("fintech");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(BUSINESS_MESSAGES.changesSaved)).toBeVisible();
  await checkAccessible(page);
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Amina Wanjiru");
  await expect(page.getByLabel("Industry sector")).toHaveValue("fintech");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
