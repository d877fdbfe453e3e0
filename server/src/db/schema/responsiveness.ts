import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Each person's response figures (decision 029), rewritten by the hourly refresh job from their own
 * decided cases: first messages and interest received, how many they answered, how fast. Cards
 * and profiles join it by primary key, so the lists pay one index lookup per row, never the
 * computation. Counts only: no case, sender or date is kept here.
 */
export const responseStats = pgTable("response_stats", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstMessages: integer("first_messages").notNull().default(0),
  firstMessagesAnswered: integer("first_messages_answered").notNull().default(0),
  /** Median minutes to answer a first message, over the answered ones; null when none were. */
  firstMessageMedianMinutes: integer("first_message_median_minutes"),
  interests: integer("interests").notNull().default(0),
  interestsAnswered: integer("interests_answered").notNull().default(0),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
});
