import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { preparedOnce } from "../lib/prepared";
import type { Database } from "./client";
import { notificationVersions } from "./schema";

// The version a user's notification list is kept against (decision 042): their counter in
// notification_versions, which statement triggers move whenever a statement inserts, updates or
// deletes any of their notifications (migration notification_versions). The session's statement
// reads it (auth/viewer-session); notificationsVersionFor reads it when that did not.

/** The counter of the user `userId` (a column or placeholder) as a scalar subquery; "0" before any. */
export const notificationsVersionColumn = (userId: SQLWrapper): SQL<string> =>
  sql<string>`coalesce((select ${notificationVersions.version} from ${notificationVersions}
    where ${notificationVersions.userId} = ${userId}), 0)::text`;

export async function notificationsVersionFor(
  db: Database,
  viewer: { user: { id: string }; notificationsVersion?: string },
): Promise<string> {
  if (viewer.notificationsVersion !== undefined) return viewer.notificationsVersion;
  const statement = preparedOnce(db, "kuza_notifications_version", (name) =>
    db
      .select({ version: notificationsVersionColumn(sql.placeholder("userId")) })
      .from(sql`(values (1)) as one`)
      .prepare(name),
  );
  const [row] = await statement.execute({ userId: viewer.user.id });
  return row?.version ?? "0";
}
