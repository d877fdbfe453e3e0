import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { businessReactionVersions, matchingDataVersions } from "./schema";

// The data version a catalogue answer is kept against (decision 042), as two SQL columns, so the
// session's statement can read it for a signed-in request (auth/viewer-session) and the
// catalogue's own for a visitor (modules/businesses/business-cards-version). Every table a card,
// the filter, the total or the sector list reads has a counter that its triggers move in the
// writing transaction (migrations matching_triggers, ban_hides_from_matching,
// catalogue_answer_versions): businesses (name, logo, verification, search words), campaigns,
// investments (raised), profiles (the owner's name), user_bans (a banned owner's business
// leaves), response_stats (the badge); and the viewer's own Save and Pass, counted per user.

export type CatalogueVersion = {
  /** What every viewer's cards, totals and sectors are read from. */
  shared: string;
  /** The viewer's own reactions; "0" for a visitor or a viewer who never reacted. */
  viewer: string;
};

/** Written into the SQL, never sent as values: the statement is one text with one plan. */
const SHARED_SOURCES = ["businesses", "campaigns", "investments", "profiles", "user_bans", "response_stats"];

/** The version's two parts as scalar subqueries, for the user id `userId` (a column or placeholder). */
export function catalogueVersionColumns(userId: SQLWrapper): {
  catalogueShared: SQL<string>;
  catalogueViewer: SQL<string>;
} {
  const sources = sql.raw(SHARED_SOURCES.map((source) => `'${source}'`).join(", "));
  return {
    catalogueShared: sql<string>`(select coalesce(sum(${matchingDataVersions.version}), 0)::text
      from ${matchingDataVersions} where ${matchingDataVersions.source} in (${sources}))`,
    catalogueViewer: sql<string>`coalesce((select ${businessReactionVersions.version} from ${businessReactionVersions}
      where ${businessReactionVersions.userId} = ${userId}), 0)::text`,
  };
}

/** The row's two columns as a CatalogueVersion. */
export const catalogueVersionOfRow = (row: { catalogueShared: string | null; catalogueViewer: string | null }) => ({
  shared: row.catalogueShared ?? "0",
  viewer: row.catalogueViewer ?? "0",
});
