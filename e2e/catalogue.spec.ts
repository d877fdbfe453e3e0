import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { expect, expectAccessible, PASSWORD, signIn, test, uniqueEmail } from "./fixtures";

// The catalogue journeys: founders list businesses and campaigns through the API, then a
// visitor browses and filters /businesses, and a signed-in investor saves, passes and opens deals.
// Every name carries a tag unique to the test, and every list is searched by it, so parallel
// journeys on the shared server never see each other's cards.

const ORIGIN = E2E_BASE_URL;
const headers = { origin: ORIGIN };

type Listing = {
  business: {
    businessName: string;
    businessType: string;
    stage: string;
    incorporationCountry: string;
    description: string;
    team?: Array<{ name: string; role: string; bio: string }>;
    milestones?: Array<{ title: string; date: string; description: string }>;
  };
  campaign?: { title: string; summary: string; fundingGoal: number; instrument: string; pitch?: string };
};

function tagFor(label: string) {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function listingsFor(tag: string): Listing[] {
  return [
    {
      business: {
        businessName: `Solar ${tag}`,
        businessType: "renewable_energy",
        stage: "seed",
        incorporationCountry: "Kenya",
        description: `Pay-as-you-go solar kits ${tag} for rural homes.`,
        team: [{ name: "Wanjiru Kamau", role: "CEO", bio: "Built mobile-money networks." }],
        milestones: [{ title: "First 1,000 homes", date: "2025-06", description: "" }],
      },
      campaign: {
        title: `Light up homes ${tag}`,
        summary: "A seed round for 10,000 homes.",
        fundingGoal: 40_000,
        instrument: "safe",
        pitch: "Solar for every home.",
      },
    },
    {
      business: {
        businessName: `Agro ${tag}`,
        businessType: "agtech",
        stage: "series-a",
        incorporationCountry: "Nigeria",
        description: `Farm-to-city marketplace ${tag}.`,
      },
      campaign: {
        title: `Agro growth ${tag}`,
        summary: "Five new states.",
        fundingGoal: 200_000,
        instrument: "equity",
      },
    },
    {
      business: {
        businessName: `Medi ${tag}`,
        businessType: "healthcare",
        stage: "growth",
        incorporationCountry: "Ghana",
        description: `Cold-chain medicine delivery ${tag}.`,
      },
      campaign: {
        title: `Medi expansion ${tag}`,
        summary: "West Africa cold chain.",
        fundingGoal: 2_500_000,
        instrument: "convertible_note",
      },
    },
  ];
}

/** Registers a founder (or uses the fixture's), signs in through the API, lists the business and campaign, signs out. */
async function listThroughApi(page: Page, listing: Listing, account?: { email: string; password: string }) {
  let founder = account;
  if (!founder) {
    founder = { email: uniqueEmail("catalogue-founder"), password: PASSWORD };
    const registered = await page.request.post("/api/accounts/register", {
      headers,
      data: { ...founder, fullName: "Catalogue Founder", role: "founder" },
    });
    expect(registered.status()).toBe(201);
    await page.context().clearCookies();
  }
  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: founder });
  expect(signedIn.ok()).toBe(true);
  const saved = await page.request.put("/api/founder/business", { headers, data: listing.business });
  expect(saved.ok()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string } };
  let campaignId: string | null = null;
  if (listing.campaign) {
    const endsAt = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const created = await page.request.post("/api/founder/campaigns", {
      headers,
      data: {
        ...listing.campaign,
        equityOffered: 10,
        minInvestment: 500,
        maxInvestment: 10_000,
        endsAt,
        status: "active",
      },
    });
    expect(created.status()).toBe(201);
    campaignId = ((await created.json()) as { campaign: { id: string } }).campaign.id;
  }
  await page.context().clearCookies();
  return { businessId: business.id, campaignId };
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test("a visitor filters the catalogue by stage and amount and opens a business profile", async ({
  page,
  founder,
  consoleErrors,
}) => {
  // The not-found check below asks for a business that does not exist.
  consoleErrors.allow(/status of 404/);
  const tag = tagFor("vis");
  const [solar, agro, medi] = listingsFor(tag);
  if (!solar || !agro || !medi) throw new Error("three listings expected");
  const { businessId: solarId } = await listThroughApi(page, solar, founder);
  await listThroughApi(page, agro);
  await listThroughApi(page, medi);

  // The top bar's search lands here as ?search=; the box shows it and the list is searched.
  await page.goto(`/businesses?search=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Explore Deals" })).toBeVisible();
  await expect(page.getByLabel("Search businesses")).toHaveValue(tag);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "3 businesses" })).toBeVisible();

  // Stage filters on the server, and the choice lives in the URL (it survives a reload).
  await page.getByLabel("Stage").selectOption("series-a");
  await expect(page).toHaveURL(/stage=series-a/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Agro ${tag}`);
  await page.reload();
  await expect(page.getByLabel("Stage")).toHaveValue("series-a");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Agro ${tag}`);

  // Amount filters on the active campaign's goal.
  await page.getByLabel("Stage").selectOption("");
  await page.getByLabel("Amount").selectOption({ label: "Under $50K" });
  await expect(page).toHaveURL(/amount=under-50k/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Solar ${tag}`);
  await expect(cards(page).first()).toContainText("$0 raised of $40,000");
  await page.getByLabel("Amount").selectOption({ label: "Over $1M" });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Medi ${tag}`);
  // Back undoes the last filter.
  await page.goBack();
  await expect(page.getByLabel("Amount")).toHaveValue("under-50k");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Solar ${tag}`);

  // Nothing matches: the spec's empty state.
  await page.getByLabel("Stage").selectOption("series-b");
  await expect(page.getByText("No businesses found.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/businesses$/);

  // A visitor's Save asks them to sign in first.
  await page.goto(`/businesses?search=${tag}&stage=seed`);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("link", { name: `Save Solar ${tag} (sign in required)` }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  // The profile: header, View Deal, and the seven tabs with their contents or empty states.
  await page.goto(`/businesses?search=${tag}&stage=seed`);
  await page.getByRole("link", { name: `View Profile: Solar ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${solarId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Solar ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Deal" }).first()).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Business profile" });
  await expect(tabs.getByRole("tab")).toHaveText([
    "Overview",
    "Details",
    "Team",
    "Traction",
    "Milestones",
    "Fundraising",
    "Documents",
  ]);
  await expect(page.getByRole("tabpanel")).toContainText("Pay-as-you-go solar kits");
  await tabs.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Wanjiru Kamau");
  // Keyboard: arrows move between tabs.
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Traction" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tabpanel")).toContainText("No historical data available");
  await tabs.getByRole("tab", { name: "Milestones" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("First 1,000 homes");
  await tabs.getByRole("tab", { name: "Fundraising" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("No fundraising rounds added yet.");
  await tabs.getByRole("tab", { name: "Documents" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("No documents available.");
  await expectAccessible(page);

  // An unknown business is not found.
  await page.goto("/businesses/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Businesses" }).click();
  await expect(page).toHaveURL(/\/businesses$/);
});

test("a signed-in investor saves one business and passes another (the passed one disappears)", async ({
  page,
  investor,
}) => {
  const tag = tagFor("inv");
  const [solar, agro, medi] = listingsFor(tag);
  if (!solar || !agro || !medi) throw new Error("three listings expected");
  await listThroughApi(page, solar);
  await listThroughApi(page, agro);
  await listThroughApi(page, { business: { ...medi.business }, campaign: undefined });

  await page.goto("/login");
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/investor\/dashboard$/);

  // The top bar's search opens the catalogue with the term.
  await page.getByRole("combobox", { name: "Search Kuza" }).fill(tag);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/businesses\\?search=${tag}`));
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole("button", { name: `Save Solar ${tag}` }).click();
  await expect(page.getByText("Business Saved")).toBeVisible();
  await expect(page.getByRole("button", { name: `Saved Solar ${tag}` })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: `Pass Agro ${tag}` }).click();
  await expect(page.getByText("Business Passed")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("heading", { name: `Agro ${tag}` })).toHaveCount(0);

  // Both are kept on the server: after a reload the passed one stays away, the saved one is saved.
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: `Saved Solar ${tag}` })).toBeVisible();
  await page.getByRole("button", { name: "Saved", exact: true }).click();
  await expect(page).toHaveURL(/saved=true/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Solar ${tag}`);
  await expectAccessible(page);

  // The business without a campaign: View Campaign goes to its profile, where the button is disabled.
  await page.getByRole("button", { name: "All businesses" }).click();
  await page.getByRole("link", { name: `View Campaign: Medi ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Medi ${tag}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "No Active Campaign" })).toBeDisabled();
});

test("a signed-in investor browses the deals and opens a campaign", async ({ page, investor, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const tag = tagFor("deal");
  const [solar, agro] = listingsFor(tag);
  if (!solar || !agro) throw new Error("two listings expected");
  const solarIds = await listThroughApi(page, solar);
  await listThroughApi(page, agro);

  await page.goto("/login");
  await signIn(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/investor\/dashboard$/);

  // /deals: active campaigns only, with real figures and the business's stage.
  await page.goto(`/deals?search=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await page.getByLabel("Stage").selectOption("seed");
  await expect(cards(page)).toHaveCount(1);
  const deal = cards(page).first();
  await expect(deal).toContainText(`Light up homes ${tag}`);
  await expect(deal).toContainText("Seed");
  await expect(deal).toContainText("$0 raised of $40,000");
  await expect(deal).toContainText("20 days left");
  await page.getByLabel("Stage").selectOption("growth");
  await expect(page.getByText("No active campaigns found.")).toBeVisible();
  await page.getByLabel("Stage").selectOption("seed");
  await expectAccessible(page);

  // The campaign page: story, funding panel and the business.
  await cards(page)
    .first()
    .getByRole("link", { name: `View Campaign: Light up homes ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${solarIds.businessId}/campaign/${solarIds.campaignId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Light up homes ${tag}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "The Pitch" })).toContainText("Solar for every home.");
  const funding = page.getByRole("region", { name: "Funding Goal" });
  await expect(funding).toContainText("$40,000");
  await expect(funding).toContainText("SAFE note");
  await expect(funding).toContainText("10%");
  await expect(funding).toContainText("20 days left");
  await expect(page.getByRole("region", { name: "Team" })).toContainText("Wanjiru Kamau");
  await expectAccessible(page);

  // The business's active campaign by its short address, and a campaign that does not exist.
  await page.goto(`/businesses/${solarIds.businessId}/campaign`);
  await expect(page.getByRole("heading", { level: 1, name: `Light up homes ${tag}` })).toBeVisible();
  await page.goto(`/businesses/${solarIds.businessId}/campaign/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { name: "Campaign Not Found" })).toBeVisible();
  await expect(
    page.getByText("The campaign you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Deals" }).click();
  await expect(page).toHaveURL(/\/deals$/);

  // Phone width: nothing overflows sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [`/businesses?search=${tag}`, `/deals?search=${tag}`]) {
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
