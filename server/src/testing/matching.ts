import type { TBusinessInput } from "@domain/schemas/businesses";
import type { TCampaignCreate } from "@domain/schemas/campaigns";
import { expect } from "vitest";
import { registerInvestor } from "./accounts";
import { createCampaign, founderWithBusiness, uniqueWord } from "./catalogue";
import { profileInput } from "./investors";
import { createClient, type createTestApp } from "./test-app";

// Matching fixtures: business types and sectors are free text, so each test makes up its own
// sector word and sees only its own businesses and investors score on it.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Client = ReturnType<typeof createClient>;

export const sectorWord = () => uniqueWord("sector");

/** A founder with a business (and an active campaign when `minInvestment` is given). */
export async function matchBusiness(
  t: TestApp,
  business: Partial<TBusinessInput>,
  campaign?: Partial<TCampaignCreate> & { minInvestment: number },
) {
  const founder = await founderWithBusiness(t.app, { businessName: uniqueWord("Biz"), ...business });
  const created = campaign
    ? await createCampaign(founder.client, {
        status: "active",
        maxInvestment: campaign.minInvestment * 10,
        ...campaign,
      })
    : null;
  return { ...founder, campaign: created };
}

/** An investor with a saved profile: sectors, ticket, risk and address as given. */
export async function matchInvestor(
  t: TestApp,
  prefs: {
    sectors: string[];
    ticket?: { min: number; max: number };
    risk?: "low" | "medium" | "high";
    address?: string | null;
  },
  fullName = "Kofi Mensah",
) {
  const client = createClient(t.app);
  const profile = await registerInvestor(client, { fullName });
  const base = profileInput();
  const res = await client.put(
    "/api/investor/profile",
    profileInput({
      fullName,
      address: prefs.address === undefined ? "Accra, Ghana" : prefs.address,
      investmentPreferences: {
        ...base.investmentPreferences,
        sectors: prefs.sectors,
        ticketSizes: prefs.ticket ?? { min: 0, max: 0 },
        riskAppetite: prefs.risk ?? "medium",
      },
    }),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { client, profile };
}

export async function matchesOf(client: Client, query = "") {
  const res = await client.get(`/api/matching/matches${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as {
    kind: string | null;
    items: Array<{
      id: string;
      name: string;
      score: number;
      label: string;
      fired: Array<{ rule: string; points: number }>;
      saved: boolean;
    }>;
    total: number;
    allTotal: number;
    sectors: string[];
    recommendations: Array<{ id: string; text: string }>;
  };
}

export const summary = (list: Awaited<ReturnType<typeof matchesOf>>) =>
  list.items.map((i) => [i.name, i.score, i.label]);
