import type { Locale } from "@domain/i18n/locales";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { isBanned } from "../../../db/bans";
import type { Database } from "../../../db/client";
import { notifications, profiles, user } from "../../../db/schema";
import { isUuid } from "../../../lib/postgres";

// What the e-mail jobs read when they run (decision 028): the recipient as they are now, and the
// notifications the e-mail is about, always by their owner.

export type EmailRecipient = {
  id: string;
  email: string;
  name: string;
  locale: Locale | null;
  banned: boolean;
};

export async function findEmailRecipient(db: Database, userId: string): Promise<EmailRecipient | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      userName: user.name,
      fullName: profiles.fullName,
      locale: user.locale,
      banned: isBanned(user.id),
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.fullName ?? row.userName,
    locale: row.locale,
    banned: Boolean(row.banned),
  };
}

export async function findNotification(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** The user's unread notification with this key (a conversation's "New message"), if any. */
export async function findUnreadByKey(db: Database, userId: string, dedupeKey: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey), eq(notifications.read, false)),
    );
  return row ?? null;
}

/** The user's unread notifications created in [from, to), oldest first: a digest's candidates. */
export function findUnreadBetween(db: Database, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        gte(notifications.createdAt, from),
        lt(notifications.createdAt, to),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
