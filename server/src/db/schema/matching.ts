import type { MatchToggleKey, MatchWeightKey } from "@domain/constants/matching";
import { bigint, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { campaigns } from "./campaigns";

export const matchKindEnum = pgEnum("match_kind", ["business", "investor"]);

/** A user's algorithm settings (/settings); no row means the defaults. */
export const matchSettings = pgTable("match_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  weights: jsonb("weights").$type<Record<MatchWeightKey, number>>().notNull(),
  toggles: jsonb("toggles").$type<Record<MatchToggleKey, boolean>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Saved Matches: a business (for an investor) or an investor (for a founder), per user. */
export const savedMatches = pgTable(
  "saved_matches",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: matchKindEnum("kind").notNull(),
    /** A business id or an investor's user id (no foreign key: either table; gone targets are skipped). */
    targetId: text("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    index("saved_matches_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * One counter per source table, bumped by statement-level triggers (migration `matching_triggers`)
 * in the writing transaction: the match cache recomputes when the sum moved.
 */
export const matchingDataVersions = pgTable("matching_data_versions", {
  source: text("source").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Campaigns that just became active, queued by a trigger, drained by the matching module, which
 * notifies investors for whom the campaign is a Good Match or better.
 */
export const matchCampaignActivations = pgTable(
  "match_campaign_activations",
  {
    campaignId: uuid("campaign_id")
      .primaryKey()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The drain takes the oldest first, batch after batch: no sort of the whole queue each time.
  (table) => [index("match_campaign_activations_created_idx").on(table.createdAt)],
);
