import { percentFunded } from "@domain/funding";
import type { TCampaign } from "@domain/schemas/campaigns";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaigns } from "../../db/schema";
import { campaignTotals, raisedOf, type Totals } from "../funding/funding.queries";

type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, "id" | "createdAt" | "updatedAt">;
export function toCampaign(row: CampaignRow, totals: Totals | null): TCampaign {
  const { raised, investmentCount, investorCount } = raisedOf(totals);
  return {
    id: row.id,
    businessId: row.businessId,
    title: row.title,
    summary: row.summary,
    fundingGoal: row.fundingGoal,
    equityOffered: Number(row.equityOffered),
    minInvestment: row.minInvestment,
    maxInvestment: row.maxInvestment,
    instrument: row.instrument,
    status: row.status,
    endsAt: row.endsAt.toISOString(),
    bannerImageUrl: row.bannerImageUrl,
    pitch: row.pitch,
    problem: row.problem,
    solution: row.solution,
    market: row.market,
    businessModel: row.businessModel,
    raised,
    percentFunded: percentFunded(raised, row.fundingGoal),
    investmentCount,
    investorCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The founder's own campaigns: every query filters by the owning business's user_id.

const ownedBy = (db: Database, userId: string) =>
  inArray(campaigns.businessId, db.select({ id: businesses.id }).from(businesses).where(eq(businesses.userId, userId)));

async function selectOwned(db: Database, userId: string, campaignId?: string): Promise<TCampaign[]> {
  const totals = campaignTotals(db, campaigns.id);
  const rows = await db
    .select({
      campaign: campaigns,
      raised: totals.raised,
      investmentCount: totals.investmentCount,
      investorCount: totals.investorCount,
    })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .leftJoinLateral(totals, sql`true`)
    .where(and(eq(businesses.userId, userId), campaignId ? eq(campaigns.id, campaignId) : undefined))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map((row) => toCampaign(row.campaign, row));
}

export const listOwnedCampaigns = (db: Database, userId: string) => selectOwned(db, userId);

export async function findOwnedCampaign(db: Database, userId: string, campaignId: string): Promise<TCampaign | null> {
  const [campaign] = await selectOwned(db, userId, campaignId);
  return campaign ?? null;
}

export async function insertCampaign(db: Database, values: CampaignValues): Promise<TCampaign> {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error("campaign insert returned no row");
  return toCampaign(row, null);
}

/** False when no campaign with that id belongs to the user (nothing is changed then). */
export async function updateOwnedCampaign(
  db: Database,
  userId: string,
  campaignId: string,
  values: Omit<CampaignValues, "businessId">,
): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, campaignId), ownedBy(db, userId)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** The deleted campaign's banner URL (for its file), or null when the founder owns no such campaign. */
export async function deleteOwnedCampaign(
  db: Database,
  userId: string,
  campaignId: string,
): Promise<{ bannerImageUrl: string | null } | null> {
  const [row] = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, campaignId), ownedBy(db, userId)))
    .returning({ bannerImageUrl: campaigns.bannerImageUrl });
  return row ?? null;
}

/** Whether the business has an active campaign other than `exceptCampaignId`. */
export async function hasOtherActiveCampaign(
  db: Database,
  businessId: string,
  exceptCampaignId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.businessId, businessId),
        eq(campaigns.status, "active"),
        exceptCampaignId ? ne(campaigns.id, exceptCampaignId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
