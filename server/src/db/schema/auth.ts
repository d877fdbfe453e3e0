import type { Locale } from "@domain/i18n/locales";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The tables better-auth works on (user, session, account, verification, rate_limit), with the
// property names its drizzle adapter expects and snake_case columns.

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Set by better-auth's two-factor plugin once a first TOTP code has been confirmed. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /**
     * The language the user chose (Kuza's own column; better-auth never reads it). Null: not chosen
     * yet, so each request's cookie or Accept-Language decides (server/src/lib/request-locale.ts).
     */
    locale: text("locale").$type<Locale>(),
    /**
     * The IANA time zone the user's e-mails show times in (meeting invitations and reminders,
     * decision 030), checked by @domain/i18n/time-zones. Null until the web app sends the
     * browser's at the first signed-in page, or the user picks one; e-mails then use UTC.
     */
    timeZone: text("time_zone"),
    ...timestamps,
  },
  (t) => [check("user_locale_known", sql`${t.locale} in ('en', 'fr')`)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so every server process shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * better-auth's two-factor plugin: one row per user who started TOTP set-up. The secret and the
 * recovery codes are stored encrypted with the auth secret; `verified` turns true with the first
 * code, and the failure counter and lock are the plugin's account lockout.
 */
export const twoFactor = pgTable("two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /**
   * Kuza's own column (better-auth never reads it): the last TOTP time step (Unix time / 30 s) a code
   * was accepted for, so each step's code works once (server/src/auth/totp-replay.ts). Null: none yet.
   */
  lastTotpStep: bigint("last_totp_step", { mode: "number" }),
});
