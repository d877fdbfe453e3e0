import type { Locale } from "@domain/i18n/locales";
import type { TProfile } from "@domain/schemas/accounts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles, user } from "../db/schema";

// The viewer's profile (role, name) and saved language as every request's session check reads them. It lives with the
// session code because infrastructure never imports an area; the accounts module reuses it.

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): TProfile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    phone: row.phone,
    investorType: row.investorType,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function findProfile(db: Database, userId: string): Promise<TProfile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/** The language and time zone the user saved (null: none yet, or no such user). */
export async function findSavedSettings(
  db: Database,
  userId: string,
): Promise<{ locale: Locale | null; timeZone: string | null }> {
  const [row] = await db
    .select({ locale: user.locale, timeZone: user.timeZone })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return { locale: row?.locale ?? null, timeZone: row?.timeZone ?? null };
}

/** The language the user saved, or null (none chosen, or no such user). */
export async function findSavedLocale(db: Database, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.locale ?? null;
}
