import { BUSINESS_STAGES } from "@domain/constants/businesses";
import { sql } from "drizzle-orm";
import { customType, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const businessStageEnum = pgEnum("business_stage", BUSINESS_STAGES);
export const businessReactionEnum = pgEnum("business_reaction", ["saved", "passed"]);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type TractionMetrics = { revenue: number; users: number; growthRate: number };
export type Milestone = { title: string; date: string; description: string };
export type FundraisingRound = { date: string; amount: number; valuation: number; investors: string[] };
export type TeamMember = { name: string; role: string; bio: string };

/** A founder's one business (unique on user_id). */
export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    businessType: text("business_type"),
    description: text("description"),
    incorporationCountry: text("incorporation_country"),
    stage: businessStageEnum("stage"),
    logoUrl: text("logo_url"),
    videoPitchUrl: text("video_pitch_url"),
    tractionMetrics: jsonb("traction_metrics")
      .$type<TractionMetrics>()
      .notNull()
      .default({ revenue: 0, users: 0, growthRate: 0 }),
    milestones: jsonb("milestones").$type<Milestone[]>().notNull().default([]),
    fundraisingHistory: jsonb("fundraising_history").$type<FundraisingRound[]>().notNull().default([]),
    team: jsonb("team").$type<TeamMember[]>().notNull().default([]),
    documents: jsonb("documents").$type<string[]>().notNull().default([]),
    /**
     * When an admin approved the business's registration (null: not Verified). A Verified
     * business publishes campaigns without review and ranks first; changing the registration
     * details after approval sets it back to null.
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Name and description, for the catalogue's word-prefix search (GIN-indexed). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(business_name, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("businesses_stage_idx").on(t.stage),
    // The catalogue's sector and stage filters together, newest first (decision 034): the page
    // reads the index in order and stops, and the count reads the index alone (user_id, last, is
    // for the ban check), not a heap page per match. A sector alone uses its first column. NULLS
    // FIRST as in the query's ORDER BY (PostgreSQL's default for DESC): with drizzle-kit's NULLS
    // LAST the order did not match and the page scanned the created_at index instead (decision 037).
    index("businesses_type_stage_created_idx").on(
      t.businessType,
      t.stage,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.userId,
    ),
    index("businesses_created_at_idx").on(t.createdAt),
    index("businesses_search_idx").using("gin", t.searchVector),
  ],
);

/** Save and Pass, kept per signed-in user; one reaction per user and business. */
export const businessReactions = pgTable(
  "business_reactions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    reaction: businessReactionEnum("reaction").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index("business_reactions_business_idx").on(t.businessId)],
);

/** The founder's personal profile (spec part 2: full name, phone, industry sector). */
export const founders = pgTable("founders", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phone: text("phone"),
  industrySector: text("industry_sector"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
