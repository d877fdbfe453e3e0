import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { campaigns } from "./campaigns";

/**
 * A banned account (one row while the ban lasts; unban deletes it). better-auth's session
 * create hook refuses a new session for a user with a row here and tells them the reason.
 */
export const userBans = pgTable("user_bans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  bannedBy: text("banned_by").references(() => user.id, { onDelete: "set null" }),
  bannedAt: timestamp("banned_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each admin decision on a Pending Review campaign: active or rejected, with the reason. */
export const campaignReviews = pgTable(
  "campaign_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    decision: text("decision").notNull(),
    reason: text("reason"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaign_reviews_campaign_idx").on(t.campaignId, t.createdAt)],
);

/** A message sent from /support; the admins read it in their inbox (it is also e-mailed). */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_requests_created_idx").on(t.createdAt)],
);
