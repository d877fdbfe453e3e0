import { CAMPAIGN_INSTRUMENTS, CAMPAIGN_STATUSES } from "@domain/constants/campaigns";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { businesses } from "./businesses";

export const campaignStatusEnum = pgEnum("campaign_status", CAMPAIGN_STATUSES);
export const campaignInstrumentEnum = pgEnum("campaign_instrument", CAMPAIGN_INSTRUMENTS);
export const investmentStatusEnum = pgEnum("investment_status", ["pending", "completed", "rejected"]);

export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    fundingGoal: bigint("funding_goal", { mode: "number" }).notNull(),
    equityOffered: numeric("equity_offered", { precision: 5, scale: 2, mode: "number" }).notNull(),
    minInvestment: bigint("min_investment", { mode: "number" }).notNull(),
    maxInvestment: bigint("max_investment", { mode: "number" }).notNull(),
    instrument: campaignInstrumentEnum("instrument").notNull(),
    status: campaignStatusEnum("status").notNull().default("draft"),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    bannerImageUrl: text("banner_image_url"),
    pitch: text("pitch"),
    problem: text("problem"),
    solution: text("solution"),
    market: text("market"),
    businessModel: text("business_model"),
    // The featured order's keys (decision 018), kept by triggers (migration campaigns_featured_keys)
    // whoever writes, so the order is read from one index rather than summed for every campaign.
    // What a campaign shows as raised is still read from its investments (modules/funding).
    /** Whether the campaign's business is Verified (businesses.verified_at is set). */
    businessVerified: boolean("business_verified").notNull().default(false),
    /** The sum of the campaign's completed investments, whole US dollars. */
    raisedTotal: bigint("raised_total", { mode: "number" }).notNull().default(0),
    /** Raised as a share of the goal (0.25 for a quarter); null for a goal of 0. */
    fundedShare: numeric("funded_share").generatedAlwaysAs(sql`raised_total::numeric / nullif(funding_goal, 0)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_business_idx").on(t.businessId),
    index("campaigns_status_created_idx").on(t.status, t.createdAt),
    // Featured Campaigns on / and the default order of /deals: active ones, Verified first, then the
    // best funded, then the newest, the id last so a page boundary is stable.
    index("campaigns_featured_idx")
      .on(t.businessVerified.desc(), t.fundedShare.desc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'active'`),
    // The catalogue's amount filter (an active campaign with a goal in range) answered from the
    // index alone, without reading each campaign row (decision 034).
    index("campaigns_active_goal_idx").on(t.businessId, t.fundingGoal).where(sql`status = 'active'`),
    // At most one active campaign per business: "the active campaign" is then well defined.
    uniqueIndex("campaigns_one_active_per_business").on(t.businessId).where(sql`status = 'active'`),
  ],
);

/** Investments are recorded by the investors area; raised amounts count the completed ones. */
export const investments = pgTable(
  "investments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    investorId: text("investor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "restrict" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: investmentStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A campaign's totals (funding.queries campaignTotals: sums, counts and distinct investors by
    // status) read from this index alone: a catalogue or deals page sums its campaigns' investments,
    // whose rows lie scattered over the table, a table page each (docs/performance.md).
    index("investments_campaign_status_idx").on(t.campaignId, t.status, t.investorId, t.amount),
    index("investments_investor_idx").on(t.investorId, t.createdAt),
    // One pending investment per investor and campaign: a double submit makes one row.
    uniqueIndex("investments_one_pending_idx").on(t.investorId, t.campaignId).where(sql`status = 'pending'`),
  ],
);
