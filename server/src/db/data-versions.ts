import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { preparedOnce } from "../lib/prepared";
import type { Database } from "./client";
import { matchingDataVersions, viewerDataVersions } from "./schema";

// The data versions that answers are kept against (decision 042), read as two SQL columns, so the
// session's statement reads them for a signed-in request (auth/viewer-session), and a statement of
// their own for a visitor (dataVersionsFor). Triggers move every counter in the writing
// transaction, so an answer kept at a version is what a fresh read gives while the version holds:
// - shared counters, one per source table (matching_data_versions: migrations matching_triggers,
//   ban_hides_from_matching, catalogue_answer_versions, viewer_data_versions);
// - the viewer's own, one per source (viewer_data_versions): their Save and Pass
//   (business_reactions), their saved matches (saved_matches), their inbox (conversations) and
//   their notifications (notifications, moved at commit: migration notification_versions_at_commit).
// An answer's version is made of the counters of the tables it reads, and of nothing else.

export type DataVersions = {
  /** Every shared counter, by source table. */
  shared: Record<string, number>;
  /** The viewer's own counters, by source; none for a visitor or a viewer who never wrote one. */
  viewer: Record<string, number>;
};

/** The viewer's own counters. */
export type ViewerSource = "business_reactions" | "saved_matches" | "conversations" | "notifications";

/** What every card of the catalogue, the deals and the investors directory, their filters, totals and sectors read. */
export const CATALOGUE_SOURCES = [
  "businesses",
  "campaigns",
  "investments",
  "investors",
  "profiles",
  "user_bans",
  "response_stats",
] as const;

/** The sum of the counters of `sources`: counters only grow, so it moves whenever one of them does. */
export function sumOfCounters(counters: Record<string, number | string>, sources: readonly string[]): number {
  return sources.reduce((sum, source) => sum + Number(counters[source] ?? 0), 0);
}

/** The sum of the shared counters of `sources`, as a version. */
export function sharedVersion(versions: DataVersions, sources: readonly string[]): string {
  return String(sumOfCounters(versions.shared, sources));
}

/** The viewer's own counter of `source`. */
export function viewerVersion(versions: DataVersions, source: ViewerSource): string {
  return String(versions.viewer[source] ?? 0);
}

/** The versions as two JSON columns (source to counter), for the user id `userId` (a column or placeholder). */
export function dataVersionColumns(userId: SQLWrapper): {
  sharedVersions: SQL<Record<string, number> | null>;
  viewerVersions: SQL<Record<string, number> | null>;
} {
  return {
    sharedVersions: sql`(select json_object_agg(${matchingDataVersions.source}, ${matchingDataVersions.version})
      from ${matchingDataVersions})`,
    viewerVersions: sql`(select json_object_agg(${viewerDataVersions.source}, ${viewerDataVersions.version})
      from ${viewerDataVersions} where ${viewerDataVersions.userId} = ${userId})`,
  };
}

/** The row's two columns as DataVersions. */
export const dataVersionsOfRow = (row: {
  sharedVersions: Record<string, number> | null;
  viewerVersions: Record<string, number> | null;
}): DataVersions => ({ shared: row.sharedVersions ?? {}, viewer: row.viewerVersions ?? {} });

/**
 * The versions the session's statement read for a signed-in viewer, or else (a visitor, or a
 * session better-auth read) in a prepared statement of its own.
 */
export async function dataVersionsFor(
  db: Database,
  viewer: { user: { id: string }; dataVersions?: DataVersions } | null,
): Promise<DataVersions> {
  if (viewer?.dataVersions) return viewer.dataVersions;
  const { sharedVersions, viewerVersions } = dataVersionColumns(sql.placeholder("viewerId"));
  if (!viewer) {
    // A visitor has no counters of their own.
    const statement = preparedOnce(db, "kuza_shared_data_versions", (name) =>
      db.select({ sharedVersions }).from(sql`(values (1)) as one`).prepare(name),
    );
    const [row] = await statement.execute();
    return dataVersionsOfRow({ sharedVersions: row?.sharedVersions ?? null, viewerVersions: null });
  }
  const statement = preparedOnce(db, "kuza_data_versions", (name) =>
    db.select({ sharedVersions, viewerVersions }).from(sql`(values (1)) as one`).prepare(name),
  );
  const [row] = await statement.execute({ viewerId: viewer.user.id });
  return dataVersionsOfRow(row ?? { sharedVersions: null, viewerVersions: null });
}
