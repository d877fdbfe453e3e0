import type { BusinessStage } from "@domain/constants/businesses";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { and, eq, fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { isActiveCampaign } from "../../db/active-campaigns";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns, profiles } from "../../db/schema";
import type { Page } from "../../lib/paging";
import { definedValues, type LiteralPage, literalPageOf, pagedOnce, shapeOf } from "../../lib/prepared";
import { campaignTotals } from "../funding/funding.queries";
import { toCampaign } from "./campaigns.queries";

// Campaigns as the catalogue shows them: with their business and its owner's name. The list is
// prepared once per filter shape and order (lib/prepared, decision 035): the filters present
// decide the SQL, their values are placeholders. drizzle spent about a millisecond of Node time
// building this statement on every /api/deals request, more than PostgreSQL spent running it.

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

const placeholder = {
  campaignId: sql.placeholder("campaignId"),
  businessId: sql.placeholder("businessId"),
  tsquery: sql.placeholder("tsquery"),
  sector: sql.placeholder("sector"),
  stage: sql.placeholder("stage"),
};

/**
 * The conditions in use, each with its value (or true): the SQL, the statement's name and its
 * placeholder values all read this one object, so one name always stands for one SQL text.
 */
export function campaignConditionsOf(filter: CampaignFilter) {
  return {
    campaignId: filter.campaignId || undefined,
    businessId: filter.businessId || undefined,
    tsquery: filter.tsquery || undefined,
    sector: filter.sector || undefined,
    stage: filter.stage || undefined,
    activeOnly: filter.activeOnly || undefined,
    showBanned: filter.showBanned || undefined,
  };
}
type CampaignConditions = ReturnType<typeof campaignConditionsOf>;

/** The placeholders' values: the conditions' values without the flags. */
export function campaignValuesOf(c: CampaignConditions): Record<string, unknown> {
  const { activeOnly: _active, showBanned: _banned, ...values } = c;
  return definedValues(values);
}

/** The filter, with placeholders for its values. Reads `businesses` (the campaign's business): join it. */
export function campaignFilterSql(c: CampaignConditions): SQL | undefined {
  const has = (value: unknown) => value !== undefined;
  const document = sql`to_tsvector('simple', ${campaigns.title} || ' ' || ${campaigns.summary} || ' ' || ${businesses.businessName})`;
  return and(
    c.activeOnly ? isActiveCampaign(campaigns.status) : undefined,
    has(c.campaignId) ? eq(campaigns.id, placeholder.campaignId) : undefined,
    has(c.businessId) ? eq(campaigns.businessId, placeholder.businessId) : undefined,
    has(c.tsquery) ? sql`${document} @@ to_tsquery('simple', ${placeholder.tsquery})` : undefined,
    has(c.sector) ? eq(businesses.businessType, placeholder.sector) : undefined,
    has(c.stage) ? eq(businesses.stage, placeholder.stage) : undefined,
    c.showBanned ? undefined : notBanned(businesses.userId),
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
  newest: [campaigns.createdAt, campaigns.id].map((key) => sql`${key} desc`),
  featured: [campaigns.businessVerified, campaigns.fundedShare, campaigns.createdAt, campaigns.id].map(
    (key) => sql`${key} desc nulls last`,
  ),
};

/** A page of campaigns with their businesses and totals, built, not yet prepared. */
function campaignsQuery(db: Database, c: CampaignConditions, order: CampaignOrder, literal: LiteralPage) {
  const totals = campaignTotals(db, campaigns.id);
  return db
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
    .where(campaignFilterSql(c))
    .orderBy(...ORDERS[order])
    .limit(literal.limit)
    .offset(literal.offset);
}

/** The SQL text and values a page of campaigns is sent with, as PostgreSQL receives them. */
export function campaignsStatementOf(db: Database, filter: CampaignFilter, page: Page, order: CampaignOrder) {
  const c = campaignConditionsOf(filter);
  const query = campaignsQuery(db, c, order, literalPageOf(page)).toSQL();
  return { sql: query.sql, params: fillPlaceholders(query.params, campaignValuesOf(c)) };
}

export async function findCampaignsWithBusiness(
  db: Database,
  filter: CampaignFilter,
  page: Page,
  order: CampaignOrder = "newest",
): Promise<TCampaignWithBusiness[]> {
  const c = campaignConditionsOf(filter);
  // The page written into the SQL, so PostgreSQL keeps the generic plan (decision 037).
  const statement = pagedOnce(db, `kuza_campaigns_${order}_${shapeOf(c)}`, page, (name, literal) =>
    campaignsQuery(db, c, order, literal).prepare(name),
  );
  const rows = await statement.execute(campaignValuesOf(c));
  return rows.map((row) => ({
    ...toCampaign(row.campaign, row),
    business: { ...row.business, ownerName: row.ownerName },
  }));
}
