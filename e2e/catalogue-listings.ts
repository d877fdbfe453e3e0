import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { approveCampaign, expect, PASSWORD, uniqueEmail } from "./fixtures";

// Shared by the catalogue journeys (catalogue-*.spec.ts): founders list businesses and campaigns
// through the API, and every name carries a tag unique to the test, so parallel journeys on the
// shared server never see each other's cards when each list is searched by it.

const ORIGIN = E2E_BASE_URL;
const headers = { origin: ORIGIN };

export type Listing = {
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

export function tagFor(label: string) {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function listingsFor(tag: string): Listing[] {
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
export async function listThroughApi(page: Page, listing: Listing, account?: { email: string; password: string }) {
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
    // A new founder's business is not Verified: the admin's approval puts the campaign live.
    await approveCampaign(campaignId);
  }
  await page.context().clearCookies();
  return { businessId: business.id, campaignId };
}

/** The cards of the list on the page. */
export const cards = (page: Page) => page.getByRole("main").getByRole("article");
