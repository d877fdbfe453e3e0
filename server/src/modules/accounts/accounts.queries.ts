import type { Role } from "@domain/constants/accounts";
import type { Locale } from "@domain/i18n/locales";
import type { TProfile } from "@domain/schemas/accounts";
import { eq } from "drizzle-orm";
import { toProfile } from "../../auth/viewer-profile";
import type { Database } from "../../db/client";
import { profiles, securityEvents, user } from "../../db/schema";

export async function insertProfile(
  db: Database,
  values: {
    id: string;
    email: string;
    role: Role;
    fullName: string;
    phone: string | null;
    investorType: (typeof profiles.$inferInsert)["investorType"];
    lastLoginAt?: Date;
  },
): Promise<TProfile> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error("profile insert returned no row");
  return toProfile(row);
}

/**
 * The security log's entry for a new admin, written here rather than through recordSecurityEvent:
 * server/src/testing imports this module, and the security-events module's tests import testing,
 * so importing it would close a cycle between modules.
 */
export async function recordAdminCreated(db: Database, userId: string) {
  await db.insert(securityEvents).values({ kind: "role_changed", userId, detail: { from: null, to: "admin" } });
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return row ?? null;
}

export async function deleteUser(db: Database, userId: string) {
  await db.delete(user).where(eq(user.id, userId));
}

/** Saves the language the user chose (their e-mails and every device follow it). */
export async function setUserLocale(db: Database, userId: string, locale: Locale) {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** `timeZone` is a listed IANA name (ZTimeZoneSchema made it so). */
export async function setUserTimeZone(db: Database, userId: string, timeZone: string) {
  await db.update(user).set({ timeZone, updatedAt: new Date() }).where(eq(user.id, userId));
}
