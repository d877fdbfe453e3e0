import { AMOUNT_RANGES, type AmountRange, type BusinessStage } from "@domain/constants/businesses";
import type { TBusinessReaction } from "@domain/schemas/businesses";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { isActiveCampaign } from "../../db/active-campaigns";
import { notBanned } from "../../db/bans";
import { businesses, businessReactions, campaigns } from "../../db/schema";
import { definedValues, shapeOf } from "../../lib/prepared";

// The catalogue's filter as SQL over `businesses`: which conditions a request has, the SQL they
// make, the placeholders' values, and the key that names one SQL text (lib/prepared). The page,
// the detail and the count (business-cards.queries.ts) all read it.

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

export const placeholder = {
  businessId: sql.placeholder("businessId"),
  tsquery: sql.placeholder("tsquery"),
  sector: sql.placeholder("sector"),
  stage: sql.placeholder("stage"),
  viewerId: sql.placeholder("viewerId"),
};

/**
 * The conditions in use, each with its value (or true): filterSql, the statement's name and its
 * placeholder values all read this one object, so one name always stands for one SQL text.
 */
export function conditionsOf(filter: BusinessFilter) {
  const viewerId = filter.viewerId || undefined;
  return {
    businessId: filter.businessId || undefined,
    tsquery: filter.tsquery || undefined,
    sector: filter.sector || undefined,
    stage: filter.stage || undefined,
    amount: filter.amount || undefined,
    viewerId,
    savedOnly: (viewerId && filter.savedOnly) || undefined,
    hidePassed: (viewerId && filter.hidePassed) || undefined,
    passedOnly: (viewerId && filter.passedOnly) || undefined,
    showBanned: filter.showBanned || undefined,
  };
}
export type Conditions = ReturnType<typeof conditionsOf>;

/** The placeholders' values: the conditions' values, without the flags and the amount range. */
export function valuesOf(c: Conditions): Record<string, unknown> {
  const {
    amount: _amount,
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
 * An active campaign whose goal is in the range. The bounds are written into the SQL (they come
 * from the closed list AMOUNT_RANGES, and the range is in the statement's name, statementKeyOf):
 * as placeholders, PostgreSQL's generic plan guessed the range held a handful of campaigns and
 * walked them, 3 ms at 10,000 businesses against 0.25 ms through the sector and stage index.
 */
function activeCampaignInRange(amount: AmountRange): SQL {
  const { min, max } = AMOUNT_RANGES[amount];
  return sql`exists (select 1 from ${campaigns} where ${campaigns.businessId} = ${businesses.id}
    and ${isActiveCampaign(campaigns.status)} and ${campaigns.fundingGoal} >= ${sql.raw(String(min))}
    ${max === null ? sql`` : sql`and ${campaigns.fundingGoal} <= ${sql.raw(String(max))}`})`;
}

/** What names one SQL text: the conditions present, and the amount range written into it. */
export const statementKeyOf = (c: Conditions) => `${shapeOf(c)}${c.amount ? `_${c.amount}` : ""}`;

/**
 * The filter over `businesses` alone (campaign and reaction conditions as EXISTS), so the count
 * joins nothing it does not need and the page joins only what it shows.
 */
export function filterSql(c: Conditions): SQL | undefined {
  const has = (value: unknown) => value !== undefined;
  return and(
    has(c.businessId) ? eq(businesses.id, placeholder.businessId) : undefined,
    has(c.tsquery) ? sql`${businesses.searchVector} @@ to_tsquery('simple', ${placeholder.tsquery})` : undefined,
    has(c.sector) ? eq(businesses.businessType, placeholder.sector) : undefined,
    has(c.stage) ? eq(businesses.stage, placeholder.stage) : undefined,
    c.amount ? activeCampaignInRange(c.amount) : undefined,
    c.savedOnly ? reactionOf("saved") : undefined,
    c.hidePassed ? sql`not ${reactionOf("passed")}` : undefined,
    c.passedOnly ? reactionOf("passed") : undefined,
    c.showBanned ? undefined : notBanned(businesses.userId),
  );
}
