import { sql } from "drizzle-orm";
import { customType, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { investorTypeEnum } from "./profiles";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Stored as validated JSON: read whole, written whole, filtered by sector through a GIN index. */
export type InvestmentPreferences = {
  sectors: string[];
  ticketSizes: { min: number; max: number };
  riskAppetite: "low" | "medium" | "high";
  stagePreference: string | null;
  investmentThesis: string | null;
  dealAppetite: string | null;
  preferredIndustries: string[];
};

/** An investor's profile (spec part 1, section 3); user_id is the investor's user id. */
export const investors = pgTable(
  "investors",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    investorType: investorTypeEnum("investor_type").notNull().default("individual"),
    phone: text("phone"),
    address: text("address"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    /** "approved" shows Verified; anything else shows Pending. */
    kycStatus: text("kyc_status").notNull().default("pending"),
    investmentPreferences: jsonb("investment_preferences").$type<InvestmentPreferences | null>(),
    /** Name and address, for the directory's word-prefix search (GIN-indexed). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(address, ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("investors_type_idx").on(t.investorType),
    index("investors_created_at_idx").on(t.createdAt),
    index("investors_search_idx").using("gin", t.searchVector),
    index("investors_sectors_idx").using("gin", sql`(${t.investmentPreferences} -> 'sectors')`),
  ],
);
