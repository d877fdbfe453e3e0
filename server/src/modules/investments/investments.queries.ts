import { UNKNOWN_INVESTOR_NAME } from "@domain/constants/investors";
import type {
  TCampaignInvestment,
  TInvestment,
  TInvestmentSummary,
  TRecentInvestment,
} from "@domain/schemas/investments";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns, investments, investors, profiles } from "../../db/schema";
import { campaignTotals } from "../funding/funding.queries";

// Investments. The investor's reads filter by investor_id; the founder's by the campaign's
// business owner, inside the same statement as the read or the change.

type Page = { limit: number; offset: number };

/** A campaign as Invest Now checks it: its limits, what completed investments raised, its owner (not a banned one). */
export async function findCampaignForInvesting(db: Database, campaignId: string) {
  const totals = campaignTotals(db, campaigns.id);
  const [row] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      status: campaigns.status,
      endsAt: campaigns.endsAt,
      fundingGoal: campaigns.fundingGoal,
      minInvestment: campaigns.minInvestment,
      maxInvestment: campaigns.maxInvestment,
      businessName: businesses.businessName,
      founderId: businesses.userId,
      raised: totals.raised,
    })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .leftJoinLateral(totals, sql`true`)
    .where(and(eq(campaigns.id, campaignId), notBanned(businesses.userId)))
    .limit(1);
  return row ? { ...row, raised: Number(row.raised ?? 0) } : null;
}

/**
 * Records a pending investment unless the investor already has one in this campaign: the
 * partial unique index decides, so two concurrent submits make exactly one row. Null when
 * one was already pending.
 */
export async function insertPendingInvestment(
  db: Database,
  values: { investorId: string; campaignId: string; amount: number },
): Promise<string | null> {
  const [row] = await db
    .insert(investments)
    .values({ ...values, status: "pending" })
    .onConflictDoNothing({ target: [investments.investorId, investments.campaignId], where: sql`status = 'pending'` })
    .returning({ id: investments.id });
  return row?.id ?? null;
}

export async function findPendingInvestmentId(
  db: Database,
  investorId: string,
  campaignId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(
      and(
        eq(investments.investorId, investorId),
        eq(investments.campaignId, campaignId),
        eq(investments.status, "pending"),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

// The investor's own investments, with campaign and business.

const ownSelection = {
  id: investments.id,
  amount: investments.amount,
  status: investments.status,
  createdAt: investments.createdAt,
  updatedAt: investments.updatedAt,
  campaign: {
    id: campaigns.id,
    title: campaigns.title,
    status: campaigns.status,
    fundingGoal: campaigns.fundingGoal,
  },
  business: { id: businesses.id, name: businesses.businessName, logoUrl: businesses.logoUrl },
};

async function selectOwn(db: Database, investorId: string, where: SQL | undefined, page: Page): Promise<TInvestment[]> {
  const rows = await db
    .select(ownSelection)
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(and(eq(investments.investorId, investorId), where))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Newest first. */
export const findOwnInvestments = (db: Database, investorId: string, page: Page) =>
  selectOwn(db, investorId, undefined, page);

export async function findOwnInvestment(db: Database, investorId: string, id: string): Promise<TInvestment | null> {
  const [row] = await selectOwn(db, investorId, eq(investments.id, id), { limit: 1, offset: 0 });
  return row ?? null;
}

export async function findRecentInvestments(
  db: Database,
  investorId: string,
  limit: number,
): Promise<TRecentInvestment[]> {
  const rows = await selectOwn(db, investorId, undefined, { limit, offset: 0 });
  return rows.map((row) => ({
    id: row.id,
    businessId: row.business.id,
    campaignId: row.campaign.id,
    businessName: row.business.name,
    campaignTitle: row.campaign.title,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt,
  }));
}

/** All of the investor's rows (the list's total) and the summary figures, in one indexed pass. */
export async function summarizeOwnInvestments(
  db: Database,
  investorId: string,
): Promise<{ rows: number; summary: TInvestmentSummary }> {
  const amountWhere = (where: SQL) => sql<string>`coalesce(sum(${investments.amount}) filter (where ${where}), 0)`;
  const countWhere = (where: SQL) => sql<string>`count(*) filter (where ${where})`;
  const committed = sql`${investments.status} <> 'rejected'`;
  const completed = sql`${investments.status} = 'completed'`;
  const pending = sql`${investments.status} = 'pending'`;
  const rejected = sql`${investments.status} = 'rejected'`;
  const [row] = await db
    .select({
      rows: count(),
      count: countWhere(committed),
      totalAmount: amountWhere(committed),
      completedCount: countWhere(completed),
      completedAmount: amountWhere(completed),
      pendingCount: countWhere(pending),
      pendingAmount: amountWhere(pending),
      rejectedCount: countWhere(rejected),
    })
    .from(investments)
    .where(eq(investments.investorId, investorId));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    rows: n(row?.rows),
    summary: {
      count: n(row?.count),
      totalAmount: n(row?.totalAmount),
      completedCount: n(row?.completedCount),
      completedAmount: n(row?.completedAmount),
      pendingCount: n(row?.pendingCount),
      pendingAmount: n(row?.pendingAmount),
      rejectedCount: n(row?.rejectedCount),
    },
  };
}

// The founder's side: investments in campaigns of the founder's business.

const campaignsOwnedBy = (db: Database, founderId: string) =>
  db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(eq(businesses.userId, founderId));

const founderSelection = {
  id: investments.id,
  campaignId: investments.campaignId,
  investorId: investments.investorId,
  investorName: sql<string>`coalesce(${investors.fullName}, ${profiles.fullName}, ${UNKNOWN_INVESTOR_NAME})`,
  amount: investments.amount,
  status: investments.status,
  createdAt: investments.createdAt,
  updatedAt: investments.updatedAt,
};

async function selectForFounder(
  db: Database,
  founderId: string,
  where: SQL,
  page: Page,
): Promise<TCampaignInvestment[]> {
  const rows = await db
    .select(founderSelection)
    .from(investments)
    .leftJoin(investors, eq(investors.userId, investments.investorId))
    .leftJoin(profiles, eq(profiles.id, investments.investorId))
    .where(and(where, inArray(investments.campaignId, campaignsOwnedBy(db, founderId))))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export const findCampaignInvestments = (db: Database, founderId: string, campaignId: string, page: Page) =>
  selectForFounder(db, founderId, eq(investments.campaignId, campaignId), page);

export async function countCampaignInvestments(db: Database, campaignId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(investments).where(eq(investments.campaignId, campaignId));
  return Number(row?.n ?? 0);
}

export async function findFounderInvestment(
  db: Database,
  founderId: string,
  id: string,
): Promise<TCampaignInvestment | null> {
  const [row] = await selectForFounder(db, founderId, eq(investments.id, id), { limit: 1, offset: 0 });
  return row ?? null;
}

/**
 * Moves a pending investment in one of the founder's campaigns to completed or rejected, in one
 * conditional statement: nothing changes when it is not theirs or no longer pending (false).
 */
export async function decidePendingInvestment(
  db: Database,
  founderId: string,
  id: string,
  status: "completed" | "rejected",
): Promise<boolean> {
  const rows = await db
    .update(investments)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(investments.id, id),
        eq(investments.status, "pending"),
        inArray(investments.campaignId, campaignsOwnedBy(db, founderId)),
      ),
    )
    .returning({ id: investments.id });
  return rows.length > 0;
}

/** What the investor's notification of a decision names. */
export async function findInvestmentContext(db: Database, id: string) {
  const [row] = await db
    .select({ campaignTitle: campaigns.title, businessName: businesses.businessName })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(eq(investments.id, id))
    .limit(1);
  return row ?? null;
}
