import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KINDS,
  type EmailFrequency,
  type EmailKind,
  type TEmailPreferences,
} from "@domain/notifications/email-kinds";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailPreferences } from "../db/schema";

// Each user's e-mail choices (decision 028): a row per kind they changed, the default otherwise.
// Here in mail/ because the e-mail pipeline (modules/notifications) and the meeting reminders
// (mail/meetings) both read them.

/** Every kind's choice for each of the users (defaults filled in); one query whatever their number. */
export async function findEmailPreferences(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, TEmailPreferences>> {
  const result = new Map<string, TEmailPreferences>();
  const unique = [...new Set(userIds)];
  for (const id of unique) result.set(id, { ...DEFAULT_EMAIL_PREFERENCES });
  if (unique.length === 0) return result;
  const rows = await db.select().from(emailPreferences).where(inArray(emailPreferences.userId, unique));
  for (const row of rows) {
    const prefs = result.get(row.userId);
    if (prefs) prefs[row.kind] = row.frequency;
  }
  return result;
}

export async function findEmailPreferencesOf(db: Database, userId: string): Promise<TEmailPreferences> {
  return (await findEmailPreferences(db, [userId])).get(userId) ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

/** Saves every kind's choice at once. */
export async function saveEmailPreferences(db: Database, userId: string, prefs: TEmailPreferences): Promise<void> {
  await db
    .insert(emailPreferences)
    .values(EMAIL_KINDS.map((kind) => ({ userId, kind, frequency: prefs[kind] })))
    .onConflictDoUpdate({
      target: [emailPreferences.userId, emailPreferences.kind],
      set: { frequency: sql`excluded.frequency`, updatedAt: sql`now()` },
    });
}

/** Sets some kinds to one choice (an unsubscribe turns kinds off). */
export async function setEmailFrequency(
  db: Database,
  userId: string,
  kinds: readonly EmailKind[],
  frequency: EmailFrequency,
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(emailPreferences)
    .values(kinds.map((kind) => ({ userId, kind, frequency })))
    .onConflictDoUpdate({
      target: [emailPreferences.userId, emailPreferences.kind],
      set: { frequency, updatedAt: sql`now()` },
    });
}

/** Whether the user has turned a kind off (a reminder about a meeting checks it before it goes). */
export async function isEmailKindOff(db: Database, userId: string, kind: EmailKind): Promise<boolean> {
  const [row] = await db
    .select({ frequency: emailPreferences.frequency })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, kind)));
  return (row?.frequency ?? DEFAULT_EMAIL_PREFERENCES[kind]) === "off";
}
