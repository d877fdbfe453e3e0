import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Idempotency keys of creating requests (decision 025): a key is claimed in the transaction of
 * the write it guards and holds that write's answer, so a retry after a lost answer gets the
 * answer and writes nothing. One row per user and key; rows older than a day are pruned.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The route's method and path pattern, e.g. "POST /api/conversations/{id}/messages". */
    route: text("route").notNull(),
    /** SHA-256 of the route, its parameters and body (an upload's fields, size and bytes' hash). */
    requestFingerprint: text("request_fingerprint").notNull(),
    /** The first answer; set in the same transaction as the claim, so a committed row always has it. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The prune's scan: keys past their day.
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);
