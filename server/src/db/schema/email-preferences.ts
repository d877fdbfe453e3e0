import { EMAIL_FREQUENCIES, EMAIL_KINDS } from "@domain/notifications/email-kinds";
import { pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const emailKindEnum = pgEnum("email_kind", EMAIL_KINDS);
export const emailFrequencyEnum = pgEnum("email_frequency", EMAIL_FREQUENCIES);

/**
 * A user's choice of how often each kind of e-mail reaches them (decision 028). A kind without a
 * row has its default (domain/notifications/email-kinds.ts), so a new kind needs no backfill.
 */
export const emailPreferences = pgTable(
  "email_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: emailKindEnum("kind").notNull(),
    frequency: emailFrequencyEnum("frequency").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
