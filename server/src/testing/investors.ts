import type { TInvestorProfileInput } from "@domain/schemas/investors";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { investors } from "../db/schema";
import { registerInvestor } from "./accounts";
import { createClient, type createTestApp } from "./test-app";

// Investor fixtures shared by the investors module's test files.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

export async function investorRow(t: TestApp, userId: string) {
  const [row] = await t.deps.db.select().from(investors).where(eq(investors.userId, userId));
  return row ?? null;
}

export function profileInput(overrides: Partial<TInvestorProfileInput> = {}): TInvestorProfileInput {
  return {
    fullName: "Kofi Mensah",
    investorType: "vc",
    phone: "+233 20 000 1111",
    address: "Accra, Ghana",
    bio: "Early-stage investor",
    avatarUrl: "/files/public/avatars/1-abc.png",
    investmentPreferences: {
      sectors: ["fintech", "agtech"],
      ticketSizes: { min: 25_000, max: 250_000 },
      riskAppetite: "high",
      stagePreference: "Seed",
      investmentThesis: "Payments rails",
      dealAppetite: "2 deals a year",
      preferredIndustries: ["Payments"],
    },
    ...overrides,
  };
}

export async function newInvestor(t: TestApp, overrides: Parameters<typeof registerInvestor>[1] = {}) {
  const client = createClient(t.app);
  const profile = await registerInvestor(client, overrides);
  return { client, profile };
}

export async function saveProfile(client: Client, overrides: Partial<TInvestorProfileInput> = {}) {
  const res = await client.put("/api/investor/profile", profileInput(overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.investor;
}
