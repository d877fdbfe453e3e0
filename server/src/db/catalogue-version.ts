import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { preparedOnce } from "../lib/prepared";
import type { Database } from "./client";
import { businessReactionVersions, matchingDataVersions } from "./schema";

// The data version the catalogue's answers (its cards, the deals and the investors directory) are
// kept against (decision 042), as two SQL columns, so the session's statement can read it for a signed-in request
// (auth/viewer-session), and a statement of its own for a visitor (catalogueVersionFor). Every table a card,
// the filter, the total or the sector list reads has a counter that its triggers move in the
// writing transaction (migrations matching_triggers, ban_hides_from_matching,
// catalogue_answer_versions): businesses (name, logo, verification, search words), campaigns,
// investments (raised), investors (a directory card), profiles (an owner's or investor's name,
// role and type), user_bans (a banned user's business or card leaves), response_stats (the
// badge); and the viewer's own Save and Pass, counted per user.

export type CatalogueVersion = {
  /** What every viewer's cards, totals and sectors are read from (businesses, deals, investors). */
  shared: string;
  /** The viewer's own reactions; "0" for a visitor or a viewer who never reacted. */
  viewer: string;
};

/** Written into the SQL, never sent as values: the statement is one text with one plan. */
const SHARED_SOURCES = [
  "businesses",
  "campaigns",
  "investments",
  "investors",
  "profiles",
  "user_bans",
  "response_stats",
];

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

/**
 * The version the session's statement read for a signed-in viewer, or else (a visitor, or a
 * session better-auth read) in a prepared statement of its own.
 */
export async function catalogueVersionFor(
  db: Database,
  viewer: { user: { id: string }; catalogueVersion?: CatalogueVersion } | null,
): Promise<CatalogueVersion> {
  if (viewer?.catalogueVersion) return viewer.catalogueVersion;
  const statement = preparedOnce(db, "kuza_catalogue_version", (name) =>
    db
      .select(catalogueVersionColumns(sql.placeholder("viewerId")))
      .from(sql`(values (1)) as one`)
      .prepare(name),
  );
  // A visitor asks for an id no user has.
  const [row] = await statement.execute({ viewerId: viewer?.user.id ?? "" });
  return catalogueVersionOfRow(row ?? { catalogueShared: null, catalogueViewer: null });
}
