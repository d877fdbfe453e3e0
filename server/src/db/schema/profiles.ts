import { ROLES } from "@domain/constants/accounts";
import { INVESTOR_TYPES } from "@domain/constants/investors";
import { index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const roleEnum = pgEnum("role", ROLES);
export const investorTypeEnum = pgEnum("investor_type", INVESTOR_TYPES);

/** One row per account that has a role; id is the user id (spec part 1, section 3). */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: roleEnum("role").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    investorType: investorTypeEnum("investor_type"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The investor directory and search list profiles by role, newest first.
  (t) => [index("profiles_role_created_idx").on(t.role, t.createdAt)],
);
