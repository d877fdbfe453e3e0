import { AMOUNT_RANGES, type AmountRange, type BusinessStage } from "@domain/constants/businesses";
import { percentFunded } from "@domain/funding";
import type { TResponseBadge } from "@domain/responsiveness/response-badge-schema";
import { responseBadgeOf } from "@domain/responsiveness/rules";
import type { TBusiness, TBusinessReaction, TCampaignSummary } from "@domain/schemas/businesses";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, businessReactions, campaigns, profiles, responseStats } from "../../db/schema";
import { countLimitOf } from "../../lib/paging";
import { builtOnce, definedValues, type LiteralPage, pagedOnce, shapeOf } from "../../lib/prepared";
import { campaignTotals, raisedOf } from "../funding/funding.queries";
import { businessColumns, toBusiness } from "./businesses.queries";

// The public catalogue: cards newest first, their total, and one business with its card figures.
// Every statement is prepared once per filter shape (lib/prepared): the filters present decide
// the SQL, their values are placeholders. Building this SQL cost more Node time than running it,
// and PostgreSQL spent longer planning it than executing it.

export type BusinessFilter = {
  businessId?: string;
  /** A prefix tsquery (see lib/postgres prefixTsQuery) over name and description. */
  tsquery?: string | null;
  sector?: string;
  stage?: BusinessStage;
  amount?: AmountRange;
  /** The signed-in viewer, whose reactions count (saved flag, saved-only, passed-only, passed hidden). */
  viewerId: string | null;
  savedOnly?: boolean;
  hidePassed?: boolean;
  passedOnly?: boolean;
  /** Also a banned owner's business (admins only, db/bans seesBanned); hidden otherwise. */
  showBanned?: boolean;
};

/** What a catalogue card shows of a business (the list and the landing feed). */
type BusinessCardFields = Pick<
  TBusiness,
  "id" | "businessName" | "businessType" | "description" | "incorporationCountry" | "stage" | "logoUrl"
>;

export type BusinessCardRow<B = BusinessCardFields> = {
  business: B;
  ownerName: string;
  activeCampaign: TCampaignSummary | null;
  saved: boolean;
  verified: boolean;
  /** The owner's response badge (decision 029), from the stored figures joined by primary key. */
  responseBadge: TResponseBadge | null;
};

type Page = { limit: number; offset: number };

const cardColumns = {
  id: businesses.id,
  businessName: businesses.businessName,
  businessType: businesses.businessType,
  description: businesses.description,
  incorporationCountry: businesses.incorporationCountry,
  stage: businesses.stage,
  logoUrl: businesses.logoUrl,
};

const activeCampaign = alias(campaigns, "active_campaign");

const placeholder = {
  businessId: sql.placeholder("businessId"),
  tsquery: sql.placeholder("tsquery"),
  sector: sql.placeholder("sector"),
  stage: sql.placeholder("stage"),
  min: sql.placeholder("min"),
  max: sql.placeholder("max"),
  viewerId: sql.placeholder("viewerId"),
};

/**
 * The conditions in use, each with its value (or true): filterSql, the statement's name and its
 * placeholder values all read this one object, so one name always stands for one SQL text.
 */
function conditionsOf(filter: BusinessFilter) {
  const range = filter.amount ? AMOUNT_RANGES[filter.amount] : undefined;
  const viewerId = filter.viewerId || undefined;
  return {
    businessId: filter.businessId || undefined,
    tsquery: filter.tsquery || undefined,
    sector: filter.sector || undefined,
    stage: filter.stage || undefined,
    min: range?.min,
    max: range?.max ?? undefined,
    viewerId,
    savedOnly: (viewerId && filter.savedOnly) || undefined,
    hidePassed: (viewerId && filter.hidePassed) || undefined,
    passedOnly: (viewerId && filter.passedOnly) || undefined,
    showBanned: filter.showBanned || undefined,
  };
}
type Conditions = ReturnType<typeof conditionsOf>;

/** The placeholders' values: the conditions' values, without the flags. */
function valuesOf(c: Conditions): Record<string, unknown> {
  const {
    savedOnly: _saved,
    hidePassed: _hide,
    passedOnly: _passed,
    showBanned: _banned,
    ...values
  } = c;
  return definedValues(values);
}

const reactionOf = (reaction: TBusinessReaction["reaction"]) =>
  sql`exists (select 1 from ${businessReactions} where ${businessReactions.userId} = ${placeholder.viewerId}
    and ${businessReactions.businessId} = ${businesses.id} and ${businessReactions.reaction} = ${reaction})`;

/**
 * The filter over `businesses` alone (campaign and reaction conditions as EXISTS), so the count
 * joins nothing it does not need and the page joins only what it shows.
 */
function filterSql(c: Conditions): SQL | undefined {
  const has = (value: unknown) => value !== undefined;
  return and(
    has(c.businessId) ? eq(businesses.id, placeholder.businessId) : undefined,
    has(c.tsquery) ? sql`${businesses.searchVector} @@ to_tsquery('simple', ${placeholder.tsquery})` : undefined,
    has(c.sector) ? eq(businesses.businessType, placeholder.sector) : undefined,
    has(c.stage) ? eq(businesses.stage, placeholder.stage) : undefined,
    has(c.min)
      ? sql`exists (select 1 from ${campaigns} where ${campaigns.businessId} = ${businesses.id}
          and ${campaigns.status} = 'active' and ${campaigns.fundingGoal} >= ${placeholder.min}
          ${has(c.max) ? sql`and ${campaigns.fundingGoal} <= ${placeholder.max}` : sql``})`
      : undefined,
    c.savedOnly ? reactionOf("saved") : undefined,
    c.hidePassed ? sql`not ${reactionOf("passed")}` : undefined,
    c.passedOnly ? reactionOf("passed") : undefined,
    c.showBanned ? undefined : notBanned(businesses.userId),
  );
}

/**
 * The page's businesses alone: the filter and the order over `businesses` (its EXISTS conditions
 * included), with the columns the caller shows and those the joins need.
 */
function pageOfBusinesses(db: Database, c: Conditions, columnsToShow: Record<string, AnyPgColumn>, literal: LiteralPage) {
  const page = db
    .select({
      ...columnsToShow,
      id: businesses.id,
      userId: businesses.userId,
      createdAt: businesses.createdAt,
      verifiedAt: businesses.verifiedAt,
    })
    .from(businesses)
    .where(filterSql(c))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(literal.limit)
    .offset(literal.offset)
    .as("page");
  // The subquery's columns, by name: its own type, built from the caller's generic columns, is
  // more than the type checker can follow.
  return { page, columns: page as unknown as ChosenColumns };
}
type ChosenColumns = Record<string, AnyPgColumn> &
  Record<"id" | "userId" | "createdAt" | "verifiedAt", AnyPgColumn>;

/**
 * Businesses newest first (the `business` columns chosen by the caller), each with its owner's
 * name, active campaign with funding, and the viewer's reaction.
 *
 * The page is chosen first, in a subquery PostgreSQL plans on its own, and only its rows are joined
 * to what a card shows. As one join of nine relations, planning cost PostgreSQL 3-4 ms per request
 * against 0.3 ms to run it, and it was planned at every run (a LIMIT placeholder keeps a statement
 * on custom plans); the two smaller plans take about 0.5 ms (decision 037).
 */
async function selectCatalogue<B extends Record<string, AnyPgColumn>>(
  db: Database,
  kind: "cards" | "detail",
  columnsToShow: B,
  filter: BusinessFilter,
  page: Page,
) {
  const c = conditionsOf(filter);
  const statement = pagedOnce(db, `kuza_business_${kind}_${shapeOf(c)}`, page, (name, literalPage) => {
    const { page: chosenPage, columns: chosen } = pageOfBusinesses(db, c, columnsToShow, literalPage);
    const shown = Object.fromEntries(Object.keys(columnsToShow).map((key) => [key, chosen[key]])) as unknown as B;
    const totals = campaignTotals(db, activeCampaign.id);
    // The partial unique index allows one active campaign per business, so these joins never
    // multiply rows.
    const reactionJoin =
      c.viewerId !== undefined
        ? and(eq(businessReactions.businessId, chosen.id), eq(businessReactions.userId, placeholder.viewerId))
        : sql`false`;
    return db
      .select({
        business: shown,
        ownerName: sql<string>`coalesce(${profiles.fullName}, '')`,
        verified: sql<boolean>`${chosen.verifiedAt} is not null`,
        campaign: {
          id: activeCampaign.id,
          title: activeCampaign.title,
          fundingGoal: activeCampaign.fundingGoal,
          endsAt: activeCampaign.endsAt,
        },
        raised: totals.raised,
        investmentCount: totals.investmentCount,
        reaction: businessReactions.reaction,
        response: {
          firstMessages: responseStats.firstMessages,
          firstMessagesAnswered: responseStats.firstMessagesAnswered,
          firstMessageMedianMinutes: responseStats.firstMessageMedianMinutes,
          interests: responseStats.interests,
          interestsAnswered: responseStats.interestsAnswered,
        },
      })
      .from(chosenPage)
      .leftJoin(profiles, eq(profiles.id, chosen.userId))
      .leftJoin(activeCampaign, and(eq(activeCampaign.businessId, chosen.id), eq(activeCampaign.status, "active")))
      .leftJoinLateral(totals, sql`true`)
      .leftJoin(businessReactions, reactionJoin)
      .leftJoin(responseStats, eq(responseStats.userId, chosen.userId))
      .orderBy(desc(chosen.createdAt), desc(chosen.id))
      .prepare(name);
  });
  const rows = await statement.execute(valuesOf(c));
  return rows.map((row) => {
    const { raised } = raisedOf(row);
    const campaign = row.campaign;
    return {
      business: row.business,
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
      verified: row.verified,
      responseBadge: responseBadgeOf(row.response),
    };
  });
}

/** Catalogue cards: only the columns a card shows, never the profile's long JSON fields. */
export function findBusinessCards(db: Database, filter: BusinessFilter, page: Page): Promise<BusinessCardRow[]> {
  return selectCatalogue(db, "cards", cardColumns, filter, page);
}

/** One whole business as its page shows it, or null (a banned owner's too when `showBanned`). */
export async function findBusinessDetail(
  db: Database,
  viewerId: string | null,
  businessId: string,
  showBanned = false,
): Promise<BusinessCardRow<TBusiness> | null> {
  const filter = { businessId, viewerId, showBanned };
  const [row] = await selectCatalogue(db, "detail", businessColumns, filter, { limit: 1, offset: 0 });
  return row ? { ...row, business: toBusiness(row.business) } : null;
}

/**
 * The matches of `filter`, counted up to countLimitOf(page) (lib/paging: the cap past the page,
 * decision 034). Built once but planned for each run's values (lib/prepared builtOnce): a
 * generic plan of this count scanned every business.
 */
export async function countBusinessCards(db: Database, filter: BusinessFilter, page: Page): Promise<number> {
  const c = conditionsOf(filter);
  const statement = builtOnce(db, `kuza_business_count_${shapeOf(c)}`, (name) => {
    const matches = db
      .select({ one: sql`1`.as("one") })
      .from(businesses)
      .where(filterSql(c))
      .limit(sql.placeholder("countLimit"))
      .as("matches");
    return db.select({ n: count() }).from(matches).prepare(name);
  });
  const [row] = await statement.execute({ ...valuesOf(c), countLimit: countLimitOf(page) });
  return Number(row?.n ?? 0);
}
