import type { TBusiness, TBusinessInput } from "@domain/schemas/businesses";
import type { TCampaign, TCampaignCreate } from "@domain/schemas/campaigns";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { businesses, campaigns, investments } from "../db/schema";
import { registerFounder, registerInvestor } from "./accounts";
import { createClient, databaseOf } from "./test-app";

// Fixtures for the businesses and campaigns tests: founders with a business, campaigns, and
// investments written straight to the database (the investments area records them).

type TestApp = Parameters<typeof createClient>[0];
type Client = ReturnType<typeof createClient>;

let counter = 0;
/** A lowercase word no other test uses, to search or filter one test's rows out of a shared database. */
export function uniqueWord(label = "w"): string {
  counter += 1;
  return `${label}${counter}${Math.random().toString(36).slice(2, 8)}`;
}

export function businessInput(overrides: Partial<TBusinessInput> = {}): TBusinessInput {
  return {
    businessName: "Shamba Fresh",
    businessType: "agtech",
    description: "Cold storage for smallholder farmers",
    incorporationCountry: "Kenya",
    stage: "seed",
    ...overrides,
  };
}

/** A calendar date `days` from today (UTC), as the campaign form sends it. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function campaignInput(overrides: Partial<TCampaignCreate> = {}): TCampaignCreate {
  return {
    title: "Seed round",
    summary: "Scaling cold storage across the Rift Valley",
    fundingGoal: 100_000,
    equityOffered: 10,
    minInvestment: 1_000,
    maxInvestment: 50_000,
    instrument: "safe",
    endsAt: dateInDays(30),
    status: "draft",
    ...overrides,
  };
}

/** PUT /api/founder/business as the signed-in founder; expects it to work. */
export async function saveBusiness(client: Client, overrides: Partial<TBusinessInput> = {}): Promise<TBusiness> {
  const res = await client.put("/api/founder/business", businessInput(overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.business as TBusiness;
}

/** POST /api/founder/campaigns as the signed-in founder; expects it to work. */
export async function createCampaign(client: Client, overrides: Partial<TCampaignCreate> = {}): Promise<TCampaign> {
  const res = await client.post("/api/founder/campaigns", campaignInput(overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.campaign as TCampaign;
}

/**
 * Marks the business Verified, as an admin's approval of its registration does (decision 018: its
 * campaigns then publish without review), or takes that back.
 */
export async function setBusinessVerified(app: TestApp, businessId: string, verified = true): Promise<string | null> {
  const [row] = await databaseOf(app)
    .update(businesses)
    .set({ verifiedAt: verified ? new Date() : null })
    .where(eq(businesses.id, businessId))
    .returning({ verifiedAt: businesses.verifiedAt });
  return row?.verifiedAt?.toISOString() ?? null;
}

/**
 * A newly registered founder, signed in on their own client, with a saved business: Verified unless
 * `verified: false` (most tests want campaigns that go live when set Active; review tests do not).
 */
export async function founderWithBusiness(
  app: TestApp,
  business: Partial<TBusinessInput> = {},
  founder: { fullName?: string; verified?: boolean } = {},
) {
  const client = createClient(app);
  const profile = await registerFounder(client, founder.fullName ? { fullName: founder.fullName } : {});
  const saved = await saveBusiness(client, business);
  if (founder.verified === false) return { client, profile, business: saved };
  return { client, profile, business: { ...saved, verifiedAt: await setBusinessVerified(app, saved.id) } };
}

/** A founder with a business (Verified unless told otherwise) and one campaign (active unless told otherwise). */
export async function listedCampaign(
  app: TestApp,
  options: {
    business?: Partial<TBusinessInput>;
    campaign?: Partial<TCampaignCreate>;
    founderName?: string;
    verified?: boolean;
  } = {},
) {
  const founder = await founderWithBusiness(app, options.business, {
    fullName: options.founderName,
    verified: options.verified,
  });
  const campaign = await createCampaign(founder.client, { status: "active", ...options.campaign });
  return { ...founder, campaign };
}

export async function signedInInvestor(app: TestApp) {
  const client = createClient(app);
  const profile = await registerInvestor(client);
  return { client, profile };
}

export async function insertInvestment(
  db: Database,
  values: { campaignId: string; investorId: string; amount: number; status?: "pending" | "completed" | "rejected" },
) {
  const [row] = await db.insert(investments).values(values).returning();
  return row;
}

export async function campaignRow(db: Database, id: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

export async function businessRowsOf(db: Database, userId: string) {
  return db.select().from(businesses).where(eq(businesses.userId, userId));
}
