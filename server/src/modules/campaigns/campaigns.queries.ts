import type { BusinessStage } from "@domain/constants/businesses";
import { percentFunded } from "@domain/funding";
import type { TCampaign, TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns, profiles } from "../../db/schema";
import { campaignTotals, raisedOf, type Totals } from "../funding/funding.queries";

type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, "id" | "createdAt" | "updatedAt">;
function toCampaign(row: CampaignRow, totals: Totals | null): TCampaign {
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

// Campaigns as the catalogue shows them: with their business and its owner's name.

export type CampaignFilter = {
  campaignId?: string;
  businessId?: string;
  activeOnly?: boolean;
  /** A prefix tsquery (see lib/postgres prefixTsQuery) over title, summary and business name. */
  tsquery?: string | null;
  sector?: string;
  stage?: BusinessStage;
  /** Also a banned founder's campaigns (admins only, db/bans seesBanned); hidden otherwise. */
  showBanned?: boolean;
};

/** Reads `businesses` (the campaign's business): join it. */
export function campaignFilterSql(filter: CampaignFilter): SQL | undefined {
  const document = sql`to_tsvector('simple', ${campaigns.title} || ' ' || ${campaigns.summary} || ' ' || ${businesses.businessName})`;
  return and(
    filter.activeOnly ? eq(campaigns.status, "active") : undefined,
    filter.campaignId ? eq(campaigns.id, filter.campaignId) : undefined,
    filter.businessId ? eq(campaigns.businessId, filter.businessId) : undefined,
    filter.tsquery ? sql`${document} @@ to_tsquery('simple', ${filter.tsquery})` : undefined,
    filter.sector ? eq(businesses.businessType, filter.sector) : undefined,
    filter.stage ? eq(businesses.stage, filter.stage) : undefined,
    filter.showBanned ? undefined : notBanned(businesses.userId),
  );
}

/**
 * How a list of campaigns is ordered. `featured` (the landing's Featured Campaigns and /deals):
 * Verified businesses first, then the share of the goal raised by completed investments, then the
 * newest (decision 018), read in the order of campaigns_featured_idx (its keys, nulls last
 * included, so the index gives the order and a page costs its own rows). Both end on the id, so a
 * page boundary between equal rows is stable.
 */
type CampaignOrder = "newest" | "featured";

const ORDERS: Record<CampaignOrder, SQL[]> = {
  newest: [desc(campaigns.createdAt), desc(campaigns.id)],
  featured: [campaigns.businessVerified, campaigns.fundedShare, campaigns.createdAt, campaigns.id].map(
    (key) => sql`${key} desc nulls last`,
  ),
};

export async function findCampaignsWithBusiness(
  db: Database,
  filter: CampaignFilter,
  page: { limit: number; offset: number },
  order: CampaignOrder = "newest",
): Promise<TCampaignWithBusiness[]> {
  const totals = campaignTotals(db, campaigns.id);
  const rows = await db
    .select({
      campaign: campaigns,
      business: {
        id: businesses.id,
        userId: businesses.userId,
        businessName: businesses.businessName,
        businessType: businesses.businessType,
        description: businesses.description,
        incorporationCountry: businesses.incorporationCountry,
        stage: businesses.stage,
        logoUrl: businesses.logoUrl,
        team: businesses.team,
        documents: businesses.documents,
        verified: sql<boolean>`${businesses.verifiedAt} is not null`,
      },
      ownerName: sql<string>`coalesce(${profiles.fullName}, '')`,
      raised: totals.raised,
      investmentCount: totals.investmentCount,
      investorCount: totals.investorCount,
    })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .leftJoin(profiles, eq(profiles.id, businesses.userId))
    .leftJoinLateral(totals, sql`true`)
    .where(campaignFilterSql(filter))
    .orderBy(...ORDERS[order])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...toCampaign(row.campaign, row),
    business: { ...row.business, ownerName: row.ownerName },
  }));
}
