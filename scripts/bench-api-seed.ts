// The data set of `npm run bench:api`: founders with businesses and campaigns, investors with
// profiles and preferences, investments, conversations with messages, notifications and the
// bench investor's saved and passed businesses. Written straight into the database through the
// server's own client (multi-row INSERTs, the messages by generate_series), before the server
// starts; every row is one the app could have written itself: users sign in with the shared
// password (a real better-auth hash), ids and enums are valid, constraints hold.
//
// Every seeded user id starts with "bench-": a new seed first deletes the previous one, and
// `reuse` keeps a complete previous seed of the same size. Ids are derived from names, so a
// reused seed has the same ids as a fresh one.
import { performance } from "node:perf_hooks";
import { BUSINESS_STAGES, SECTORS } from "@domain/constants/businesses";
import { CAMPAIGN_INSTRUMENTS } from "@domain/constants/campaigns";
import { REGISTRATION_INVESTOR_TYPES } from "@domain/constants/investors";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";
import * as t from "../server/src/db/schema";
import {
  ago,
  businessId,
  CITIES,
  COUNTRIES,
  campaignId,
  conversationId,
  countOf,
  DAY,
  founderId,
  GOALS,
  insertAll,
  investorEmail,
  investorId,
  NAME_END,
  NAME_START,
  personName,
  pick,
  rowCounts,
  type SeedPlan,
  type SeedSize,
  withoutRaisedTotalTrigger,
} from "./bench-api-seed-data";
import { seedMessaging } from "./bench-api-seed-messaging";
import { wipe } from "./bench-api-seed-wipe";

export type { SeedPlan, SeedSize } from "./bench-api-seed-data";

export const BENCH_PASSWORD = "bench-lantern-river-42";

export const FULL_SIZE: SeedSize = { businesses: 10_000, investors: 2_000, messages: 100_000 };
export const QUICK_SIZE: SeedSize = { businesses: 1_000, investors: 200, messages: 10_000 };

export type SeedInfo = {
  plan: SeedPlan;
  reused: boolean;
  seconds: number;
  /** The signed-in reader of every measured read route. */
  benchInvestorEmail: string;
  threadId: string;
  /** Investors 1…n, each with a conversation of their own, for the send-message route. */
  senders: Array<{ email: string; conversationId: string }>;
  businessIds: string[];
  rows: Record<string, number>;
};

export function planOf(size: SeedSize): SeedPlan {
  const conversations = Math.max(10, Math.min(Math.round(size.messages / 20), size.businesses));
  return {
    ...size,
    conversations,
    benchConversations: Math.max(1, Math.min(200, Math.floor(conversations / 4), size.businesses)),
    threadMessages: Math.min(1_000, Math.floor(size.messages / 10)),
  };
}

function infoOf(plan: SeedPlan, reused: boolean, seconds: number, rows: Record<string, number>): SeedInfo {
  const senders = Math.min(plan.investors - 1, plan.conversations - plan.benchConversations);
  return {
    plan,
    reused,
    seconds,
    benchInvestorEmail: investorEmail(0),
    threadId: conversationId(0),
    senders: Array.from({ length: senders }, (_, k) => ({
      email: investorEmail(k + 1),
      conversationId: conversationId(plan.benchConversations + k),
    })),
    businessIds: Array.from({ length: Math.min(plan.businesses, 500) }, (_, n) => businessId(n)),
    rows,
  };
}

export async function seed(db: Database, plan: SeedPlan, options: { reuse: boolean }): Promise<SeedInfo> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  if (options.reuse) {
    const founders = await countOf(db, sql`select count(*)::int as n from profiles where id like 'bench-f-%'`);
    const investors = await countOf(db, sql`select count(*)::int as n from profiles where id like 'bench-i-%'`);
    const messages = await countOf(db, sql`select count(*)::int as n from messages where sender_id like 'bench-%'`);
    if (founders === plan.businesses && investors === plan.investors && messages >= plan.messages)
      return infoOf(plan, true, seconds(), await rowCounts(db));
  }
  await wipe(db);
  const hash = await hashPassword(BENCH_PASSWORD);
  await seedUsers(db, plan, hash);
  const activeCampaigns = await seedCatalogue(db, plan);
  await seedInvestments(db, plan, activeCampaigns);
  await seedMessaging(db, plan);
  // Planner statistics, as a database in service would have them.
  await db.execute(sql`vacuum analyze`);
  return infoOf(plan, false, seconds(), await rowCounts(db));
}

async function seedUsers(db: Database, plan: SeedPlan, hash: string) {
  const people = [
    ...Array.from({ length: plan.businesses }, (_, n) => ({ id: founderId(n), role: "founder" as const, n })),
    ...Array.from({ length: plan.investors }, (_, n) => ({ id: investorId(n), role: "investor" as const, n })),
  ];
  const emailOf = (p: (typeof people)[number]) =>
    p.role === "investor" ? investorEmail(p.n) : `bench-founder-${p.n}@bench.kuza.test`;
  const since = (p: (typeof people)[number]) =>
    p.role === "founder"
      ? ago((730 * DAY * (p.n + 1)) / plan.businesses)
      : ago((365 * DAY * (p.n + 1)) / plan.investors);
  await insertAll(
    db,
    t.user,
    people.map((p) => ({
      id: p.id,
      name: personName(p.n),
      email: emailOf(p),
      emailVerified: true,
      createdAt: since(p),
    })),
  );
  await insertAll(
    db,
    t.account,
    people.map((p) => ({ id: `${p.id}-acc`, accountId: p.id, providerId: "credential", userId: p.id, password: hash })),
  );
  await insertAll(
    db,
    t.profiles,
    people.map((p) => ({
      id: p.id,
      email: emailOf(p),
      role: p.role,
      fullName: personName(p.n),
      phone: p.n % 3 === 0 ? `+254 700 ${String(p.n).padStart(6, "0")}` : null,
      investorType: p.role === "investor" ? pick(REGISTRATION_INVESTOR_TYPES, p.n) : null,
      createdAt: since(p),
    })),
  );
  const founders = people.filter((p) => p.role === "founder" && p.n % 2 === 0);
  await insertAll(
    db,
    t.founders,
    founders.map((p) => ({ userId: p.id, fullName: personName(p.n), industrySector: pick(SECTORS, p.n) })),
  );
  // Three in four investors saved a profile; the rest only registered (no investors row).
  const saved = people.filter((p) => p.role === "investor" && p.n % 4 !== 3);
  await insertAll(
    db,
    t.investors,
    saved.map((p) => ({
      userId: p.id,
      fullName: personName(p.n),
      investorType: pick(REGISTRATION_INVESTOR_TYPES, p.n),
      address: `${pick(CITIES, p.n)}, ${pick(COUNTRIES, p.n)}`,
      bio: `Invests in ${pick(SECTORS, p.n)} and ${pick(SECTORS, p.n + 3)} across Africa.`,
      kycStatus: p.n % 3 === 0 ? "approved" : "pending",
      investmentPreferences: {
        sectors: [pick(SECTORS, p.n), pick(SECTORS, p.n + 3)],
        ticketSizes: { min: 10_000 * (1 + (p.n % 5)), max: 100_000 * (1 + (p.n % 5)) },
        riskAppetite: pick(["low", "medium", "high"] as const, p.n),
        stagePreference: "Seed, Series A",
        investmentThesis: "Infrastructure for the next billion customers.",
        dealAppetite: `${1 + (p.n % 4)} deals a year`,
        preferredIndustries: [pick(SECTORS, p.n + 1)],
      },
      createdAt: since(p),
    })),
  );
}

const ROUND_NAMES = ["Seed", "Series A", "Bridge", "Growth"];

/** Businesses (one per founder) and campaigns; answers the active campaigns' ids. */
async function seedCatalogue(db: Database, plan: SeedPlan): Promise<string[]> {
  const rows = Array.from({ length: plan.businesses }, (_, n) => {
    const sector = pick(SECTORS, n);
    return {
      id: businessId(n),
      userId: founderId(n),
      businessName: `${pick(NAME_START, n)} ${pick(NAME_END, Math.floor(n / 11))} ${n}`,
      businessType: sector,
      description: `${pick(NAME_START, n + 5)} builds ${sector.replace("_", " ")} tools for small businesses in ${pick(COUNTRIES, n)}.`,
      incorporationCountry: pick(COUNTRIES, n),
      stage: n % 9 === 8 ? null : pick(BUSINESS_STAGES, Math.floor(n / 3)),
      tractionMetrics: { revenue: (n % 50) * 12_000, users: (n % 200) * 150, growthRate: n % 40 },
      milestones: [{ title: "First 1,000 customers", date: "2025-03-01", description: "Reached in 9 months." }],
      team: [
        { name: personName(n), role: "CEO", bio: "Founder, previously at a mobile money operator." },
        { name: personName(n + 7), role: "CTO", bio: "Built payment systems for ten years." },
      ],
      // Founder n signed up `n` steps ago: business 0 is the newest.
      createdAt: ago((730 * DAY * (n + 1)) / plan.businesses),
    };
  });
  await insertAll(db, t.businesses, rows);
  const campaigns: Array<typeof t.campaigns.$inferInsert> = [];
  const active: string[] = [];
  for (let n = 0; n < plan.businesses; n += 1) {
    // 70% run an active campaign, 10% a draft, 10% one pending review, 10% none; every fourth
    // business also has a completed one from last year.
    const status = n % 10 < 7 ? "active" : n % 10 === 7 ? "draft" : n % 10 === 8 ? "pending" : null;
    const goal = pick(GOALS, n);
    const base = {
      businessId: businessId(n),
      summary: `Scaling ${pick(NAME_START, n)} across ${pick(COUNTRIES, n + 1)}`,
      equityOffered: 5 + (n % 16),
      minInvestment: 1_000,
      maxInvestment: Math.max(1_000, goal / 2),
      instrument: pick(CAMPAIGN_INSTRUMENTS, n),
      pitch: "We make it simple for merchants to get paid and restock.",
      problem: "Small merchants lose a day a week to cash handling.",
      solution: "A wallet and supplier marketplace in one app.",
      market: "40 million informal merchants across the continent.",
      businessModel: "1% per transaction and a monthly subscription.",
    };
    if (status) {
      const id = campaignId(n, 0);
      campaigns.push({
        ...base,
        id,
        title: `${pick(ROUND_NAMES, n)} round`,
        fundingGoal: goal,
        status,
        endsAt: new Date(Date.now() + (10 + (n % 80)) * DAY),
        createdAt: ago((700 * DAY * (n + 1)) / plan.businesses),
      });
      if (status === "active") active.push(id);
    }
    if (n % 4 === 0) {
      campaigns.push({
        ...base,
        id: campaignId(n, 1),
        title: "Pre-seed round",
        fundingGoal: 50_000,
        status: "completed",
        endsAt: ago(200 * DAY),
        createdAt: ago(400 * DAY),
      });
    }
  }
  await insertAll(db, t.campaigns, campaigns);
  // The bench investor has saved some businesses and passed others (passed ones leave the lists).
  const reactions = Array.from({ length: Math.min(50, Math.ceil(plan.businesses / 3)) }, (_, k) => ({
    userId: investorId(0),
    businessId: businessId(k * 3),
    reaction: k % 5 === 4 ? ("passed" as const) : ("saved" as const),
  }));
  await insertAll(db, t.businessReactions, reactions);
  return active;
}

async function seedInvestments(db: Database, plan: SeedPlan, active: string[]) {
  if (active.length === 0) return;
  // Pending only for k < investors, so no investor has two pending ones on one campaign.
  const rows = Array.from({ length: plan.businesses * 2 }, (_, k) => ({
    investorId: investorId(k % plan.investors),
    campaignId: pick(active, k * 7_919),
    amount: 1_000 * (1 + (k % 40)),
    status: k < plan.investors ? ("pending" as const) : k % 13 === 0 ? ("rejected" as const) : ("completed" as const),
    createdAt: ago((k % 300) * DAY),
  }));
  // Without the trigger that keeps each campaign's raised total: each of its updates bumped
  // matching's data version, thousands of times in one insert's transaction. At 100,000 businesses
  // the versions table grew to 31 MB for its 8 rows, which every matchmaking request reads
  // (docs/performance.md); in service an investment is one transaction and one bump. Each total is
  // then set once.
  await withoutRaisedTotalTrigger(db, async (tx) => {
    await insertAll(tx, t.investments, rows);
    await tx.execute(sql`update campaigns c set raised_total = completed.raised
      from (select campaign_id, sum(amount) as raised from investments where status = 'completed' group by campaign_id) completed
      where completed.campaign_id = c.id`);
  });
}
