import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Counters of what one user's own answers are read from, one per user and source (migration
 * `viewer_data_versions`): `business_reactions` (their Save and Pass in the catalogue),
 * `saved_matches` (their saved matches), `conversations` (their inbox: its conversations and
 * messages, sent or received) and `notifications` (moved at commit, migration
 * `notification_versions_at_commit`). Triggers move them in the writing transaction, so the answers kept
 * against them (decision 042) show a change at the next request on every server process, while
 * other users' changes leave them kept. The shared counters are matching_data_versions.
 */
export const viewerDataVersions = pgTable(
  "viewer_data_versions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);
