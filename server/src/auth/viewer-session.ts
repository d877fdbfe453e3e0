import { and, eq, gt, sql } from "drizzle-orm";
import type { Viewer } from "../app-env";
import type { Database } from "../db/client";
import { dataVersionColumns, dataVersionsOfRow } from "../db/data-versions";
import { profiles, session, user } from "../db/schema";
import { preparedOnce } from "../lib/prepared";
import { toProfile } from "./viewer-profile";

// The signed-in viewer of a session token in ONE statement (session, user and profile joined by
// primary and unique keys, with the data versions of decision 042), prepared once per database handle
// (lib/prepared). Only unexpired
// sessions are found; a deleted (signed-out, reset, changed-password) session is gone from the
// table on every server process at once, so nothing here caches a session.

export type SessionViewer = { viewer: Viewer; expiresAt: Date; createdAt: Date };

export function prepareViewerLookup(db: Database) {
  const statement = preparedOnce(db, "kuza_viewer_by_session_token", (name) =>
    db
      .select({
        sessionId: session.id,
        expiresAt: session.expiresAt,
        createdAt: session.createdAt,
        user: { id: user.id, email: user.email, name: user.name },
        locale: user.locale,
        timeZone: user.timeZone,
        profile: profiles,
        // The data versions, read here so a signed-in request for an answer kept at them
        // (decision 042) sends no statement of its own: two scalar subqueries, every shared
        // counter (a table of a dozen rows) and the viewer's own by their key.
        ...dataVersionColumns(session.userId),
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.id, session.userId))
      .where(
        and(
          eq(session.token, sql.placeholder("token")),
          gt(session.expiresAt, sql.placeholder("now")),
          gt(session.createdAt, sql.placeholder("signedInAfter")),
        ),
      )
      // No LIMIT 1: the token is unique, and drizzle sends a LIMIT as a placeholder, which kept
      // PostgreSQL planning this statement afresh at every request (decision 037).
      .prepare(name),
  );

  /**
   * The viewer of `token` if its session exists, expires after `now` and began after
   * `signedInAfter` (the absolute lifetime), else null.
   */
  return async function viewerBySessionToken(
    token: string,
    now: Date,
    signedInAfter: Date,
  ): Promise<SessionViewer | null> {
    // ISO strings, which both drivers read as timestamptz (a placeholder skips drizzle's mapping).
    const [row] = await statement.execute({
      token,
      now: now.toISOString(),
      signedInAfter: signedInAfter.toISOString(),
    });
    if (!row) return null;
    return {
      viewer: {
        user: row.user,
        sessionId: row.sessionId,
        profile: row.profile ? toProfile(row.profile) : null,
        locale: row.locale ?? null,
        timeZone: row.timeZone ?? null,
        dataVersions: dataVersionsOfRow(row),
      },
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
    };
  };
}
