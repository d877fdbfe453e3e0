import { percentFunded } from "@domain/funding";
import type { TResponseBadge } from "@domain/responsiveness/response-badge-schema";
import { responseBadgeOf } from "@domain/responsiveness/rules";
import type { TBusiness, TCampaignSummary } from "@domain/schemas/businesses";
import { and, desc, eq, fillPlaceholders, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { isActiveCampaign } from "../../db/active-campaigns";
import type { Database } from "../../db/client";
import { businesses, businessReactions, campaigns, profiles, responseStats } from "../../db/schema";
import type { Page } from "../../lib/paging";
import { type LiteralPage, literalPageOf, pagedOnce } from "../../lib/prepared";
import { campaignTotals, raisedOf } from "../funding/funding.queries";
import {
  type BusinessFilter,
  type Conditions,
  conditionsOf,
  filterSql,
  placeholder,
  statementKeyOf,
  valuesOf,
} from "./business-card-filter";
import { businessColumns, toBusiness } from "./businesses.queries";

// The public catalogue: cards newest first, their total, and one business with its card figures.
// Every statement is prepared once per filter shape (lib/prepared; the filter's SQL is in
// business-card-filter.ts): the filters present decide the SQL, their values are placeholders.
// Building this SQL cost more Node time than running it, and PostgreSQL spent longer planning it
// than executing it.

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

/**
 * The page's businesses alone: the filter and the order over `businesses` (its EXISTS conditions
 * included), with the columns the caller shows and those the joins need.
 */
function pageOfBusinesses(
  db: Database,
  c: Conditions,
  columnsToShow: Record<string, AnyPgColumn>,
  literal: LiteralPage,
) {
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
type ChosenColumns = Record<string, AnyPgColumn> & Record<"id" | "userId" | "createdAt" | "verifiedAt", AnyPgColumn>;

/**
 * A page of businesses newest first (the `business` columns chosen by the caller), each with its
 * owner's name, active campaign with funding, and the viewer's reaction; built, not yet prepared.
 *
 * The page is chosen first, in a subquery PostgreSQL plans on its own, and only its rows are joined
 * to what a card shows. As one join of nine relations, planning cost PostgreSQL 3-4 ms per request
 * against 0.3 ms to run it, and it was planned at every run (decision 037).
 */
function catalogueQuery<B extends Record<string, AnyPgColumn>>(
  db: Database,
  columnsToShow: B,
  c: Conditions,
  literal: LiteralPage,
) {
  const { page: chosenPage, columns: chosen } = pageOfBusinesses(db, c, columnsToShow, literal);
  const shown = Object.fromEntries(Object.keys(columnsToShow).map((key) => [key, chosen[key]])) as unknown as B;
  const totals = campaignTotals(db, activeCampaign.id);
  // The partial unique index allows one active campaign per business, so these joins never
  // multiply rows.
  const reactionJoin =
    c.viewerId !== undefined
      ? and(eq(businessReactions.businessId, chosen.id), eq(businessReactions.userId, placeholder.viewerId))
      : sql`false`;
  const activeJoin = and(eq(activeCampaign.businessId, chosen.id), isActiveCampaign(activeCampaign.status));
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
    .leftJoin(activeCampaign, activeJoin)
    .leftJoinLateral(totals, sql`true`)
    .leftJoin(businessReactions, reactionJoin)
    .leftJoin(responseStats, eq(responseStats.userId, chosen.userId))
    .orderBy(desc(chosen.createdAt), desc(chosen.id));
}

/** The SQL text and values a page of cards is sent with, as PostgreSQL receives them. */
export function cardsStatementOf(db: Database, filter: BusinessFilter, page: Page) {
  const c = conditionsOf(filter);
  const query = catalogueQuery(db, cardColumns, c, literalPageOf(page)).toSQL();
  return { sql: query.sql, params: fillPlaceholders(query.params, valuesOf(c)) };
}

/** A page of businesses (catalogueQuery), prepared once per shape and first page (lib/prepared pagedOnce). */
async function selectCatalogue<B extends Record<string, AnyPgColumn>>(
  db: Database,
  kind: "cards" | "detail",
  columnsToShow: B,
  filter: BusinessFilter,
  page: Page,
) {
  const c = conditionsOf(filter);
  const statement = pagedOnce(db, `kuza_business_${kind}_${statementKeyOf(c)}`, page, (name, literal) =>
    catalogueQuery(db, columnsToShow, c, literal).prepare(name),
  );
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
