import { eq, sql, sum } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { investments } from "../../db/schema";

// How much a campaign has raised, read from its investments. Every area that shows a campaign's
// progress (business cards, campaigns, deals, investments) reads it here, so none of them
// depends on another area for it.

export type Totals = { raised: unknown; investmentCount: unknown; investorCount?: unknown };

/**
 * Raised (completed investments), the number of investments (any status: a campaign that has any
 * cannot be deleted) and the number of distinct investors with a completed investment (the
 * campaign page's Investors) of the campaign in `campaignId`, as a lateral subquery: one index
 * lookup per row inside the same statement, so a list never costs a query per campaign. A
 * campaign with no investments gets zeros.
 */
export function campaignTotals(db: Database, campaignId: PgColumn) {
  return db
    .select({
      raised:
        sql<string>`coalesce(sum(${investments.amount}) filter (where ${investments.status} = 'completed'), 0)`.as(
          "raised",
        ),
      investmentCount: sql<string>`count(*)`.as("investment_count"),
      investorCount:
        sql<string>`count(distinct ${investments.investorId}) filter (where ${investments.status} = 'completed')`.as(
          "investor_count",
        ),
    })
    .from(investments)
    .where(eq(investments.campaignId, campaignId))
    .as("totals");
}

/** Drivers answer sums and counts as strings, numbers or bigints; the API speaks numbers. */
export function raisedOf(totals: Totals | null): { raised: number; investmentCount: number; investorCount: number } {
  return {
    raised: Number(totals?.raised ?? 0),
    investmentCount: Number(totals?.investmentCount ?? 0),
    investorCount: Number(totals?.investorCount ?? 0),
  };
}

/** Everything raised on Kuza: the sum of every completed investment (the landing's "raised"). */
export async function totalRaised(db: Database): Promise<number> {
  const [row] = await db
    .select({ raised: sum(investments.amount) })
    .from(investments)
    .where(eq(investments.status, "completed"));
  return Number(row?.raised ?? 0);
}
