import { AMOUNT_RANGES, type AmountRange, type BusinessStage } from "@domain/constants/businesses";
import { percentFunded } from "@domain/funding";
import type { TBusiness, TBusinessInputParsed, TBusinessReaction, TCampaignSummary } from "@domain/schemas/businesses";
import { and, count, desc, eq, getTableColumns, gte, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { businesses, businessReactions, campaigns, profiles } from "../../db/schema";
import { campaignTotals, raisedOf } from "../funding/funding.queries";

// The search vector is for WHERE only; it never leaves the database.
const { searchVector: _searchVector, ...businessColumns } = getTableColumns(businesses);
type BusinessRow = Omit<typeof businesses.$inferSelect, "searchVector">;

export function toBusiness(row: BusinessRow): TBusiness {
  return {
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    businessType: row.businessType,
    description: row.description,
    incorporationCountry: row.incorporationCountry,
    stage: row.stage,
    logoUrl: row.logoUrl,
    videoPitchUrl: row.videoPitchUrl,
    tractionMetrics: row.tractionMetrics,
    milestones: row.milestones,
    fundraisingHistory: row.fundraisingHistory,
    team: row.team,
    documents: row.documents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The founder's one business, found by user_id.

export async function findBusinessByOwner(db: Database, userId: string): Promise<TBusiness | null> {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.userId, userId)).limit(1);
  return row ? toBusiness(row) : null;
}

/** Creates the founder's business on the first save and updates it after (unique on user_id). */
export async function upsertBusinessOfOwner(
  db: Database,
  userId: string,
  input: TBusinessInputParsed,
): Promise<TBusiness> {
  const [row] = await db
    .insert(businesses)
    .values({ ...input, userId })
    .onConflictDoUpdate({ target: businesses.userId, set: { ...input, updatedAt: sql`now()` } })
    .returning(businessColumns);
  if (!row) throw new Error("business upsert returned no row");
  return toBusiness(row);
}

// The public catalogue.

const activeCampaign = alias(campaigns, "active_campaign");

export type BusinessFilter = {
  businessId?: string;
  /** A prefix tsquery (see lib/postgres prefixTsQuery) over name and description. */
  tsquery?: string | null;
  sector?: string;
  stage?: BusinessStage;
  amount?: AmountRange;
  /** The signed-in viewer, whose reactions are joined (saved flag, saved-only, passed hidden). */
  viewerId: string | null;
  savedOnly?: boolean;
  hidePassed?: boolean;
};

export type BusinessCardRow = {
  business: TBusiness;
  ownerName: string;
  activeCampaign: TCampaignSummary | null;
  saved: boolean;
};

function filterSql(filter: BusinessFilter): SQL | undefined {
  const range = filter.amount ? AMOUNT_RANGES[filter.amount] : undefined;
  return and(
    filter.businessId ? eq(businesses.id, filter.businessId) : undefined,
    filter.tsquery ? sql`${businesses.searchVector} @@ to_tsquery('simple', ${filter.tsquery})` : undefined,
    filter.sector ? eq(businesses.businessType, filter.sector) : undefined,
    filter.stage ? eq(businesses.stage, filter.stage) : undefined,
    range ? gte(activeCampaign.fundingGoal, range.min) : undefined,
    range?.max ? lte(activeCampaign.fundingGoal, range.max) : undefined,
    filter.viewerId && filter.savedOnly ? eq(businessReactions.reaction, "saved") : undefined,
    filter.viewerId && filter.hidePassed ? sql`${businessReactions.reaction} is distinct from 'passed'` : undefined,
  );
}

// The partial unique index allows one active campaign per business, so these joins never
// multiply rows.
const activeCampaignJoin = and(eq(activeCampaign.businessId, businesses.id), eq(activeCampaign.status, "active"));
const reactionJoin = (viewerId: string | null) =>
  viewerId ? and(eq(businessReactions.businessId, businesses.id), eq(businessReactions.userId, viewerId)) : sql`false`;

/** Businesses newest first, each with its owner's name, active campaign and the viewer's reaction. */
export async function findBusinessCards(
  db: Database,
  filter: BusinessFilter,
  page: { limit: number; offset: number },
): Promise<BusinessCardRow[]> {
  const totals = campaignTotals(db, activeCampaign.id);
  const rows = await db
    .select({
      business: businessColumns,
      ownerName: sql<string>`coalesce(${profiles.fullName}, '')`,
      campaign: {
        id: activeCampaign.id,
        title: activeCampaign.title,
        fundingGoal: activeCampaign.fundingGoal,
        endsAt: activeCampaign.endsAt,
      },
      raised: totals.raised,
      investmentCount: totals.investmentCount,
      reaction: businessReactions.reaction,
    })
    .from(businesses)
    .leftJoin(profiles, eq(profiles.id, businesses.userId))
    .leftJoin(activeCampaign, activeCampaignJoin)
    .leftJoinLateral(totals, sql`true`)
    .leftJoin(businessReactions, reactionJoin(filter.viewerId))
    .where(filterSql(filter))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => {
    const { raised } = raisedOf(row);
    const campaign = row.campaign;
    return {
      business: toBusiness(row.business),
      ownerName: row.ownerName,
      activeCampaign: campaign
        ? {
            id: campaign.id,
            title: campaign.title,
            fundingGoal: campaign.fundingGoal,
            raised,
            percentFunded: percentFunded(raised, campaign.fundingGoal),
            endsAt: campaign.endsAt.toISOString(),
          }
        : null,
      saved: row.reaction === "saved",
    };
  });
}

export async function countBusinessCards(db: Database, filter: BusinessFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .leftJoin(activeCampaign, activeCampaignJoin)
    .leftJoin(businessReactions, reactionJoin(filter.viewerId))
    .where(filterSql(filter));
  return Number(row?.n ?? 0);
}

/** Every business type in the catalogue (unsorted). */
export async function businessSectors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sector: businesses.businessType })
    .from(businesses)
    .where(isNotNull(businesses.businessType));
  return rows.flatMap((row) => (row.sector ? [row.sector] : []));
}

export async function businessExists(db: Database, businessId: string): Promise<boolean> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return rows.length > 0;
}

// Save and Pass, one per user and business.

export async function upsertReaction(
  db: Database,
  values: { userId: string; businessId: string; reaction: TBusinessReaction["reaction"] },
): Promise<void> {
  await db
    .insert(businessReactions)
    .values(values)
    .onConflictDoUpdate({
      target: [businessReactions.userId, businessReactions.businessId],
      set: { reaction: values.reaction, createdAt: sql`now()` },
    });
}

export async function deleteReaction(db: Database, values: { userId: string; businessId: string }): Promise<void> {
  await db
    .delete(businessReactions)
    .where(and(eq(businessReactions.userId, values.userId), eq(businessReactions.businessId, values.businessId)));
}
