import { SAMPLE_DATA_MESSAGES as M } from "@domain/constants/sample-data";
import type { TSampleDataResult } from "@domain/schemas/sample-data";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaigns, investments, investors } from "../../db/schema";
import { DEMO_FOUNDERS, type DemoFounder } from "./demo-founders";
import { MORE_FOUNDERS } from "./demo-founders-more";
import { DEMO_INVESTORS, type DemoInvestor } from "./demo-investors";
import { DEMO_INVESTMENTS } from "./demo-plan";

// Businesses, campaigns, investor preferences and investments ("Populate Sample Data"). Each
// item is looked up by its stable key first (the founder's one business, the campaign's title,
// the investor's row, one investment per investor and campaign), so a second run changes nothing.

export type Accounts = Map<string, string>;
const DAY = 24 * 60 * 60 * 1000;
/** When the demo's Verified businesses were approved. */
const VERIFIED_DAYS_AGO = 60;

export const ALL_FOUNDERS: DemoFounder[] = [...DEMO_FOUNDERS, ...MORE_FOUNDERS];

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : M.unknownError);

type Base = Pick<TSampleDataResult, "email" | "userId" | "type" | "entity">;
const ok = (base: Base, id: string, existing: boolean): TSampleDataResult => ({
  ...base,
  success: true,
  existing,
  error: null,
  id,
});
const failed = (base: Base, error: unknown): TSampleDataResult => ({
  ...base,
  success: false,
  existing: false,
  error: errorText(error),
  id: null,
});

/** Runs one item, turning a thrown error into a failed result. */
export async function attempt(base: Base, work: () => Promise<[id: string, existing: boolean]>) {
  try {
    const [id, existing] = await work();
    return ok(base, id, existing);
  } catch (error) {
    return failed(base, error);
  }
}

/** Each founder's business: business id by founder e-mail. */
export async function populateBusinesses(db: Database, accounts: Accounts, founders = ALL_FOUNDERS) {
  const results: TSampleDataResult[] = [];
  for (const f of founders) {
    const userId = accounts.get(f.email);
    if (!userId) continue;
    const b = f.business;
    results.push(
      await attempt({ email: f.email, userId, type: "business", entity: b.name }, async () => {
        const [found] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.userId, userId));
        if (found) return [found.id, true];
        const [row] = await db
          .insert(businesses)
          .values({
            userId,
            businessName: b.name,
            businessType: b.type,
            description: b.description,
            incorporationCountry: b.country,
            stage: b.stage,
            tractionMetrics: b.traction,
            milestones: b.milestones.map(([title, date, description]) => ({ title, date, description })),
            fundraisingHistory: b.rounds.map(([date, amount, valuation, names]) => ({
              date,
              amount,
              valuation,
              investors: names,
            })),
            team: b.team.map(([name, role, bio]) => ({ name, role, bio })),
            documents: [],
            verifiedAt: b.verified ? new Date(Date.now() - VERIFIED_DAYS_AGO * DAY) : null,
          })
          .returning({ id: businesses.id });
        return [row?.id ?? "", false];
      }),
    );
  }
  return results;
}

/** Business id by founder e-mail, for the founders whose business exists. */
export async function businessIds(db: Database, accounts: Accounts): Promise<Map<string, string>> {
  const rows = await db.select({ id: businesses.id, userId: businesses.userId }).from(businesses);
  const byUser = new Map(rows.map((r) => [r.userId, r.id]));
  const out = new Map<string, string>();
  for (const [email, userId] of accounts) {
    const id = byUser.get(userId);
    if (id) out.set(email, id);
  }
  return out;
}

export async function populateCampaigns(db: Database, accounts: Accounts, founders = ALL_FOUNDERS) {
  const ids = await businessIds(db, accounts);
  const results: TSampleDataResult[] = [];
  for (const f of founders) {
    const businessId = ids.get(f.email);
    if (!businessId) continue;
    for (const c of f.campaigns) {
      const base = { email: f.email, userId: accounts.get(f.email) ?? null, type: "campaign", entity: c.title };
      results.push(
        await attempt(base, async () => {
          const where = and(eq(campaigns.businessId, businessId), eq(campaigns.title, c.title));
          const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(where);
          if (found) return [found.id, true];
          const ended = c.endsInDays < 0;
          const [row] = await db
            .insert(campaigns)
            .values({
              businessId,
              title: c.title,
              summary: c.summary,
              fundingGoal: c.goal,
              equityOffered: c.equity,
              minInvestment: c.min,
              maxInvestment: c.max,
              instrument: c.instrument,
              status: c.status,
              endsAt: new Date(Date.now() + c.endsInDays * DAY),
              pitch: c.summary,
              problem: c.problem,
              solution: c.solution,
              market: c.market,
              businessModel: null,
              ...(ended && { createdAt: new Date(Date.now() + (c.endsInDays - 60) * DAY) }),
            })
            .returning({ id: campaigns.id });
          return [row?.id ?? "", false];
        }),
      );
    }
  }
  return results;
}

const preferencesOf = (i: DemoInvestor) => ({
  sectors: i.sectors,
  ticketSizes: { min: i.ticket[0], max: i.ticket[1] },
  riskAppetite: i.risk,
  stagePreference: i.stage,
  investmentThesis: i.thesis,
  dealAppetite: null,
  preferredIndustries: [],
});

/** The investor's row with preferences (created if missing; preferences written every run, the same each time). */
export async function populatePreferences(db: Database, accounts: Accounts, list = DEMO_INVESTORS) {
  const results: TSampleDataResult[] = [];
  for (const i of list) {
    const userId = accounts.get(i.email);
    if (!userId) continue;
    results.push(
      await attempt({ email: i.email, userId, type: "preferences", entity: i.fullName }, async () => {
        const [found] = await db.select({ id: investors.userId }).from(investors).where(eq(investors.userId, userId));
        const preferences = preferencesOf(i);
        if (found) {
          await db.update(investors).set({ investmentPreferences: preferences }).where(eq(investors.userId, userId));
          return [userId, true];
        }
        await db.insert(investors).values({
          userId,
          fullName: i.fullName,
          investorType: i.type,
          address: i.address,
          investmentPreferences: preferences,
        });
        return [userId, false];
      }),
    );
  }
  return results;
}

/** Campaign id by title, for the demo campaigns that exist. */
export async function campaignIds(db: Database): Promise<Map<string, string>> {
  const titles = new Set(ALL_FOUNDERS.flatMap((f) => f.campaigns.map((c) => c.title)));
  const rows = await db.select({ id: campaigns.id, title: campaigns.title }).from(campaigns);
  return new Map(rows.filter((r) => titles.has(r.title)).map((r) => [r.title, r.id]));
}

export async function populateInvestments(db: Database, accounts: Accounts) {
  const campaignsByTitle = await campaignIds(db);
  const results: TSampleDataResult[] = [];
  for (const [email, title, amount, status, daysAgo] of DEMO_INVESTMENTS) {
    const investorId = accounts.get(email);
    const campaignId = campaignsByTitle.get(title);
    if (!investorId || !campaignId) continue;
    const base = { email, userId: investorId, type: "investment", entity: title };
    results.push(
      await attempt(base, async () => {
        const where = and(eq(investments.investorId, investorId), eq(investments.campaignId, campaignId));
        const [found] = await db.select({ id: investments.id }).from(investments).where(where);
        if (found) return [found.id, true];
        const at = new Date(Date.now() - daysAgo * DAY);
        const [row] = await db
          .insert(investments)
          .values({ investorId, campaignId, amount, status, createdAt: at, updatedAt: at })
          .returning({ id: investments.id });
        return [row?.id ?? "", false];
      }),
    );
  }
  return results;
}
