import type { Role } from "@domain/constants/accounts";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@domain/constants/campaigns";
import { count, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaigns, investments, profiles } from "../../db/schema";

// The admin dashboard's figures: whole-table counts, each one indexed or small.

/** How many accounts hold each role. */
export async function countUsersByRole(db: Database): Promise<Record<Role, number>> {
  const rows = await db.select({ role: profiles.role, n: count() }).from(profiles).groupBy(profiles.role);
  const totals: Record<Role, number> = { investor: 0, founder: 0, admin: 0 };
  for (const row of rows) totals[row.role] = row.n;
  return totals;
}

/** Sign-ups per UTC day since `since` (days without one are absent). */
export async function countSignUpsByDay(db: Database, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${profiles.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, n: count() }).from(profiles).where(gte(profiles.createdAt, since)).groupBy(day);
  return new Map(rows.map((row) => [row.day, row.n]));
}

export async function countSignUpsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(gte(profiles.createdAt, since));
  return row?.n ?? 0;
}

export async function countBusinesses(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses);
  return row?.n ?? 0;
}

export async function countCampaignsByStatus(db: Database): Promise<Record<CampaignStatus, number>> {
  const rows = await db.select({ status: campaigns.status, n: count() }).from(campaigns).groupBy(campaigns.status);
  const totals = Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, 0])) as Record<CampaignStatus, number>;
  for (const row of rows) totals[row.status] = row.n;
  return totals;
}

/** All investments, and the completed ones' count and sum (the money that really moved). */
export async function summariseInvestments(db: Database) {
  const [row] = await db
    .select({
      count: count(),
      completedCount: sql<number>`count(*) filter (where ${investments.status} = 'completed')`.mapWith(Number),
      completedAmount:
        sql<number>`coalesce(sum(${investments.amount}) filter (where ${investments.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(investments);
  return row ?? { count: 0, completedCount: 0, completedAmount: 0 };
}
