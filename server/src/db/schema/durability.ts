import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A stored file that no row references yet (decision 025, orphan files). Written, and committed,
 * before the file's bytes are; removed in the transaction that inserts the row referencing the
 * file. While `process_id` is set the row is held by that server process's lease (`expires_at`,
 * renewed while the process lives); an uploaded image handed to its client has no process and
 * is kept until `expires_at` for a profile, business or campaign to name it. The sweep
 * (server/src/storage/orphan-sweep.ts) removes the files of expired rows that nothing references.
 */
export const pendingFiles = pgTable(
  "pending_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    processId: text("process_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pending_files_key_idx").on(table.key),
    index("pending_files_process_idx").on(table.processId),
    index("pending_files_expires_idx").on(table.expiresAt),
  ],
);

/**
 * A creating request's Idempotency-Key (decision 026): per user, written in the transaction that
 * makes the request's rows, with the answer it gave, so a retry answers the same again.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body (hex). */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    /** The answer's JSON text. */
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);
