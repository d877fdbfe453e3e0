import { MATCH_MESSAGES } from "@domain/constants/matching";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { approveCampaign, expect, expectAccessible, PASSWORD, signInThroughApi, test, uniqueEmail } from "./fixtures";

// Matching end to end: an investor sets preferences that fit a business and finds it on
// /matchmaking with its label and reasons, raises the traction weight in /settings and sees the
// order change, saves a match and finds it under Saved Matches; a founder sees matching investors.

const headers = { origin: E2E_BASE_URL };
const tagOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const endsAt = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function checkAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

/** A new founder (through the API) with a business and an active campaign; signed out after. */
async function listBusiness(
  page: Page,
  business: Record<string, unknown>,
  minInvestment: number,
): Promise<{ email: string }> {
  const email = uniqueEmail("match-founder");
  const registered = await page.request.post("/api/accounts/register", {
    headers,
    data: { email, password: PASSWORD, fullName: "Amina Founder", role: "founder" },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.put("/api/founder/business", { headers, data: business })).ok()).toBe(true);
  const campaign = await page.request.post("/api/founder/campaigns", {
    headers,
    data: {
      title: "Seed round",
      summary: "Growing across the region.",
      fundingGoal: 100_000,
      equityOffered: 10,
      minInvestment,
      maxInvestment: 50_000,
      instrument: "safe",
      endsAt: endsAt(),
      status: "active",
    },
  });
  expect(campaign.status()).toBe(201);
  await approveCampaign(((await campaign.json()) as { campaign: { id: string } }).campaign.id);
  await page.context().clearCookies();
  return { email };
}

/** The match card headed by this name. */
const card = (page: Page, name: string) => page.getByRole("article", { name });

test("an investor finds a fitting business, reorders by weight and saves a match", async ({ page, investor }) => {
  test.setTimeout(150_000);
  const tag = tagOf();
  const alpha = `Alpha Pay ${tag}`;
  const beta = `Beta Freight ${tag}`;
  // Fintech, Kenya: sector 25 + ticket 20 = 45 (Moderate Match) for the investor below.
  await listBusiness(page, { businessName: alpha, businessType: "fintech", incorporationCountry: "Kenya" }, 1_000);
  // Logistics with revenue: medium-risk traction 20 + ticket 20 = 40 (Potential Match).
  await listBusiness(
    page,
    {
      businessName: beta,
      businessType: "logistics",
      incorporationCountry: "Ghana",
      tractionMetrics: { revenue: 900_000, users: 100, growthRate: 25 },
    },
    500,
  );

  await signInThroughApi(page, investor, "/investor/dashboard");
  await expect(page).toHaveURL(/\/investor\/dashboard$/);

  // Preferences that fit Alpha: fintech, a ticket up to 5 000, medium risk.
  await page.goto("/investor/preferences");
  await page.getByRole("checkbox", { name: "Fintech" }).check();
  await page.getByLabel("Minimum ticket size (USD)").fill("0");
  await page.getByLabel("Maximum ticket size (USD)").fill("5000");
  await page.getByRole("radio", { name: "Medium" }).check();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences updated")).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Deal Flow" }).click();
  await expect(page.getByRole("heading", { level: 1, name: MATCH_MESSAGES.title })).toBeVisible();
  await page.getByLabel("Search matches").fill(tag);
  await expect(card(page, alpha)).toBeVisible();
  await expect(card(page, alpha)).toContainText("45%");
  await expect(card(page, alpha)).toContainText("Moderate Match");
  await expect(card(page, alpha)).toContainText("Sector match: Fintech is a preferred sector");
  await expect(card(page, alpha)).toContainText("Minimum investment of $1,000 is within the ticket range");
  await expect(card(page, beta)).toContainText("Potential Match");
  const names = page.getByRole("article").getByRole("heading", { level: 3 });
  await expect(names).toHaveText([alpha, beta]);

  // The Filters panel works: Moderate Match leaves Alpha alone.
  await page.getByRole("button", { name: "Filters" }).click();
  // The panel's code may still be arriving when the option is chosen (a fresh-clone CI run lost
  // the choice once): choose again until the list answers it.
  await expect(async () => {
    await page.getByLabel("Match label").selectOption("Moderate Match");
    await expect(names).toHaveText([alpha], { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await checkAccessible(page);
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(names).toHaveText([alpha, beta]);

  // More weight on traction (100): Beta 31 + 20 = 51 passes Alpha's 45.
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("tab", { name: "Match Parameters" })).toHaveAttribute("aria-selected", "true");
  const traction = page.getByLabel("Traction Metrics");
  await expect(traction).toHaveValue("65");
  await traction.focus();
  await page.keyboard.press("End");
  await expect(traction).toHaveValue("100");
  await checkAccessible(page);
  await page.getByRole("button", { name: "Save Settings" }).first().click();
  await expect(page.getByText(MATCH_MESSAGES.settingsSaved, { exact: true })).toBeVisible();

  await page.goto(`/matchmaking?search=${tag}`);
  await expect(names).toHaveText([beta, alpha]);
  await expect(card(page, beta)).toContainText("51%");

  // Save Alpha, and find it under Saved Matches.
  await card(page, alpha)
    .getByRole("button", { name: `Save ${alpha}` })
    .click();
  await expect(page.getByText(MATCH_MESSAGES.matchSaved)).toBeVisible();
  await expect(card(page, alpha).getByRole("button", { name: `Saved ${alpha}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("tab", { name: "Saved Matches" }).click();
  await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("tabpanel").getByRole("article", { name: alpha })).toBeVisible();
  await checkAccessible(page);
});

test("a founder with a business sees the investors who match it", async ({ page, founder }) => {
  test.setTimeout(120_000);
  const tag = tagOf();
  const fanName = `Fan Investor ${tag}`;
  // An investor who prefers fintech, lives in Kenya, any ticket.
  const fan = await page.request.post("/api/accounts/register", {
    headers,
    data: { email: uniqueEmail("fan"), password: PASSWORD, fullName: fanName, role: "investor", investorType: "vc" },
  });
  expect(fan.status()).toBe(201);
  const profile = await page.request.put("/api/investor/profile", {
    headers,
    data: {
      fullName: fanName,
      investorType: "vc",
      address: "Westlands, Nairobi, Kenya",
      investmentPreferences: { sectors: ["fintech"], ticketSizes: { min: 0, max: 0 }, riskAppetite: "medium" },
    },
  });
  expect(profile.ok()).toBe(true);
  await page.context().clearCookies();

  // The founder's fintech business in Kenya with an active campaign: 25 + 20 + 15 = 60 for the fan.
  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: founder });
  expect(signedIn.ok()).toBe(true);
  await page.request.put("/api/founder/business", {
    headers,
    data: { businessName: `Mpesa Tools ${tag}`, businessType: "fintech", incorporationCountry: "Kenya" },
  });
  const created = await page.request.post("/api/founder/campaigns", {
    headers,
    data: {
      title: "Seed",
      summary: "Payments for kiosks.",
      fundingGoal: 50_000,
      equityOffered: 5,
      minInvestment: 1_000,
      maxInvestment: 10_000,
      instrument: "safe",
      endsAt: endsAt(),
      status: "active",
    },
  });
  expect(created.status()).toBe(201);
  await approveCampaign(((await created.json()) as { campaign: { id: string } }).campaign.id);
  await page.context().clearCookies();

  await signInThroughApi(page, founder, "/founder/dashboard");
  await expect(page).toHaveURL(/\/founder\/dashboard$/);
  await expect(page.getByRole("heading", { name: "AI Investor Matches" })).toBeVisible();

  await page.goto("/matchmaking");
  await expect(page.getByLabel("Search matches")).toHaveAttribute("placeholder", "Search name, type, address…");
  await page.getByLabel("Search matches").fill(fanName);
  await expect(card(page, fanName)).toContainText("60%");
  await expect(card(page, fanName)).toContainText("Good Match");
  await expect(card(page, fanName)).toContainText("VC Firm");
  await expect(card(page, fanName)).toContainText("Located in Kenya");
  await expect(card(page, fanName).getByRole("link", { name: fanName })).toHaveAttribute("href", /\/investors\//);
  await expect(page.getByRole("link", { name: "All Investors" })).toHaveAttribute("href", "/investors");
  await checkAccessible(page);
});
