import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { INVESTOR_MESSAGES } from "@domain/constants/investors";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { approveCampaign, expect, expectAccessible, signIn, signInThroughApi, test } from "./fixtures";

// The investor's story end to end: a founder lists a business and an active campaign (through the
// API), an investor fills the profile (chips, avatar), sets preferences, finds the campaign from
// the top-bar search and invests; the founder completes the investment; the investor's dashboard
// and My Investments show the amount.

const headers = { origin: E2E_BASE_URL };

// A 1x1 PNG: uploads are checked by their bytes, so it must be a real image.
const PNG = {
  name: "avatar.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** axe with the pointer parked: a hovered button's lighter shade is not what the page looks like. */
async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

async function signOut(page: Page) {
  // Leave the signed-in page first: a request it makes while the cookies go would answer 401.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/login");
}

/** The founder's business and active campaign, created as the founder screens would, then signed out. */
async function listCampaign(page: Page, founder: { email: string; password: string }, tag: string) {
  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: founder });
  expect(signedIn.ok()).toBe(true);
  const saved = await page.request.put("/api/founder/business", {
    headers,
    data: {
      businessName: `Mavuno ${tag}`,
      businessType: "agtech",
      stage: "seed",
      incorporationCountry: "Kenya",
      description: "Cold storage for smallholder farmers, paid per crate.",
    },
  });
  expect(saved.ok()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string } };
  const endsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await page.request.post("/api/founder/campaigns", {
    headers,
    data: {
      title: `Cold rooms ${tag}`,
      summary: "Twenty solar cold rooms across the Rift Valley.",
      fundingGoal: 100_000,
      equityOffered: 8,
      minInvestment: 1_000,
      maxInvestment: 20_000,
      instrument: "safe",
      endsAt,
      status: "active",
    },
  });
  expect(created.status()).toBe(201);
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  await approveCampaign(campaign.id);
  await page.context().clearCookies();
  return { businessId: business.id, campaignId: campaign.id, businessName: `Mavuno ${tag}` };
}

test("an investor builds a profile, invests in a campaign, and sees it once the founder completes it", async ({
  page,
  founder,
  investor,
}) => {
  // One long story across two accounts with a dozen axe passes in two themes.
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const investorName = `Kofi Mensah ${tag}`;
  const { businessId, campaignId, businessName } = await listCampaign(page, founder, tag);
  const campaignPath = `/businesses/${businessId}/campaign/${campaignId}`;

  // A new investor's dashboard: nothing invested yet, and no invented match count.
  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Investor Dashboard" })).toBeVisible();
  const quickLinks = page.getByRole("navigation", { name: "Quick links" }).getByRole("link");
  await expect(quickLinks).toHaveCount(4);
  const figures = page.getByRole("main").getByRole("definition");
  await expect(figures.nth(0)).toHaveText("0");
  await expect(figures.nth(1)).toHaveText("$0");
  await expect(page.getByRole("link", { name: "See matches" })).toHaveAttribute("href", "/matchmaking");
  await expect(page.getByText(INVESTMENT_MESSAGES.noInvestments)).toBeVisible();
  await checkAccessible(page);

  // The profile: personal details, an avatar, and sectors as chips.
  await quickLinks.filter({ hasText: "My Profile" }).click();
  await expect(page).toHaveURL(/\/investor\/profile$/);
  await expect(page.getByLabel("Full name")).toHaveValue(investor.fullName);
  await expect(page.getByLabel("Investor type")).toHaveValue("angel");
  await page.getByLabel("Full name").fill(investorName);
  await page.getByLabel("Investor type").selectOption("vc");
  await page.getByLabel("Phone").fill("+254 700 000 000");
  await page.getByLabel("Address").fill("Nairobi, Kenya");
  await page.getByLabel("Bio").fill("Former operator backing East African agtech and fintech.");
  await page.getByLabel("Profile photo").setInputFiles(PNG);
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();

  const sectors = page.getByLabel("Sectors", { exact: true });
  await sectors.fill("  Fintech  ");
  await sectors.press("Enter");
  await sectors.fill("   ");
  await sectors.press("Enter");
  await sectors.fill("agtech");
  await sectors.press("Enter");
  await sectors.fill("Mining");
  await sectors.press("Enter");
  const chips = page.getByRole("list", { name: "Chosen sectors" }).getByRole("button");
  await expect(chips).toHaveText(["Fintech", "Agtech", "Mining"]);
  await page.getByRole("button", { name: "Remove Mining" }).click();
  await expect(chips).toHaveText(["Fintech", "Agtech"]);
  // Enter added chips without submitting the form.
  await expect(page.getByText(INVESTOR_MESSAGES.profileSavedTitle)).toHaveCount(0);

  // Whole numbers: a fraction is cut when the box is left.
  await page.getByLabel("Minimum ticket size (USD)").fill("12500.7");
  await page.getByLabel("Maximum ticket size (USD)").fill("50000");
  await expect(page.getByLabel("Minimum ticket size (USD)")).toHaveValue("12500");
  await page.getByLabel("Risk appetite").selectOption("high");
  await page.getByLabel("Stage preference").fill("Seed, Series A");
  await page.getByLabel("Investment thesis").fill("Infrastructure that lowers the cost of food.");
  const industries = page.getByLabel("Preferred industries", { exact: true });
  await industries.fill("Cold chain");
  await industries.press("Enter");
  await checkAccessible(page);
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText(INVESTOR_MESSAGES.profileSavedText)).toBeVisible();

  // All of it came back from the server.
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue(investorName);
  await expect(page.getByLabel("Investor type")).toHaveValue("vc");
  await expect(chips).toHaveText(["Fintech", "Agtech"]);
  await expect(page.getByRole("button", { name: "Remove Cold chain" })).toBeVisible();
  await expect(page.getByLabel("Minimum ticket size (USD)")).toHaveValue("12500");
  await expect(page.getByRole("img", { name: "Profile photo preview" })).toHaveAttribute(
    "src",
    /\/files\/public\/avatars\//,
  );

  // Preferences start from the profile's sectors; a third sector and a wider ticket.
  await page.goto("/investor/preferences");
  await expect(page.getByRole("checkbox", { name: "Fintech" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Agtech" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "High" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Renewable Energy" }).check();
  await page.getByLabel("Maximum ticket size (USD)").fill("25000");
  await page.getByRole("radio", { name: "Medium" }).check();
  await checkAccessible(page);
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText(INVESTOR_MESSAGES.preferencesSaved)).toBeVisible();

  // The directory finds the investor by name, with the card's figures.
  await page.goto(`/investors?search=${encodeURIComponent(investorName)}`);
  const card = page.getByRole("main").getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(investorName);
  await expect(card).toContainText("VC Firm");
  await expect(card).toContainText("Nairobi, Kenya");
  await expect(card).toContainText("Fintech");
  await expect(card).toContainText("Renewable Energy");
  await expect(card).toContainText("$12.5k - $25k");
  await expect(card).toContainText("Seed, Series A");
  await expect(card).toContainText("Pending");
  await checkAccessible(page);
  await card.getByRole("link", { name: `View Profile: ${investorName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: investorName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Investment focus" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Investors" })).toHaveAttribute("href", "/investors");
  await checkAccessible(page);

  // The top-bar search: type, arrow to the campaign, Enter opens it.
  const search = page.getByRole("combobox", { name: "Search Kuza" });
  await search.fill(tag);
  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results.getByRole("group", { name: "Businesses" }).getByRole("option")).toHaveText(
    new RegExp(businessName),
  );
  await expect(results.getByRole("group", { name: "Campaigns" }).getByRole("option")).toHaveText(
    new RegExp(`Cold rooms ${tag}`),
  );
  await checkAccessible(page);
  await search.press("ArrowDown");
  await search.press("ArrowDown");
  const activeId = await search.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(`[id="${activeId}"]`)).toContainText(`Cold rooms ${tag}`);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${campaignPath}$`));

  // Invest Now: the campaign's limits are checked before the server sees the amount.
  await expect(page.getByText("$0 raised of $100,000")).toBeVisible();
  await page.getByRole("button", { name: "Invest Now" }).click();
  const dialog = page.getByRole("dialog");
  const amount = dialog.getByLabel("Amount (USD)");
  await expect(amount).toBeFocused();
  await amount.fill("500");
  await dialog.getByRole("button", { name: "Confirm Investment" }).click();
  await expect(dialog.getByText("The minimum investment is $1,000")).toBeVisible();
  await checkAccessible(page);
  await amount.fill("5000");
  await dialog.getByRole("button", { name: "Confirm Investment" }).click();
  await expect(page.getByText(INVESTMENT_MESSAGES.createdTitle)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Pending money is not raised money.
  await expect(page.getByText("$0 raised of $100,000")).toBeVisible();

  // Pending in My Investments.
  await page.goto("/investor/investments");
  const history = page.getByRole("region", { name: "Investment history" });
  await expect(history.getByRole("row").filter({ hasText: businessName })).toContainText("Pending");

  // The founder completes it.
  await signOut(page);
  await signIn(page, founder.email, founder.password);
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await page.goto(`/founder/campaigns/${campaignId}`);
  const investments = page.getByRole("region", { name: "Investments", exact: true });
  const row = investments.getByRole("listitem").filter({ hasText: investorName });
  await expect(row).toContainText("$5,000");
  await expect(row).toContainText("Pending");
  await checkAccessible(page);
  await row.getByRole("button", { name: `Complete investment of $5,000 from ${investorName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Complete", exact: true }).click();
  await expect(page.getByText(INVESTMENT_MESSAGES.statusUpdated)).toBeVisible();
  await expect(row).toContainText("Completed");
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(investments.getByText("$5,000 raised of $100,000")).toBeVisible();

  // Back as the investor: the dashboard and My Investments show the amount.
  await signOut(page);
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/investor\/dashboard$/);
  await expect(figures.nth(0)).toHaveText("1");
  await expect(figures.nth(1)).toHaveText("$5,000");
  // Under Recent Investments: the business also shows among the recommended deals when it matches.
  const recent = page
    .getByRole("region", { name: "Recent Investments" })
    .getByRole("link", { name: new RegExp(businessName) });
  await expect(recent).toContainText("$5,000");
  await expect(recent).toContainText("Completed");
  await expect(recent).toHaveAttribute("href", campaignPath);
  await checkAccessible(page);

  await page
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link", { name: /My Investments/ })
    .click();
  await expect(page).toHaveURL(/\/investor\/investments$/);
  await expect(page.getByRole("definition").filter({ hasText: "$5,000" }).first()).toBeVisible();
  const completed = history.getByRole("row").filter({ hasText: businessName });
  await expect(completed).toContainText("$5,000");
  await expect(completed).toContainText("Completed");
  await expect(page.getByRole("link", { name: "Explore Businesses" })).toHaveAttribute("href", "/businesses");
  await checkAccessible(page);

  // The campaign page counts the completed investment.
  await completed.getByRole("link", { name: `Cold rooms ${tag}` }).click();
  await expect(page.getByText("$5,000 raised of $100,000").first()).toBeVisible();
});
