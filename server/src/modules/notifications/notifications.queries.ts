import type { TNotification } from "@domain/schemas/notifications";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { pagedOnce } from "../../lib/prepared";
import { toNotification } from "./notify";

// A user's own notifications: every query filters by user_id.

const unread = alias(notifications, "unread");

/**
 * The user's newest notifications, each row carrying the user's unread count: one statement,
 * prepared once (lib/prepared, decision 035), where the count took a round trip of its own. No
 * notification at all means none unread.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ notifications: TNotification[]; unreadCount: number }> {
  const userIdValue = sql.placeholder("userId");
  // The limit written into the SQL (decision 037).
  const page = pagedOnce(db, "kuza_notifications_page", { limit, offset: 0 }, (name, literal) =>
    db
      .select({
        ...getTableColumns(notifications),
        unreadCount: sql<number>`(select count(*)::int from ${notifications} as ${unread} where ${and(eq(unread.userId, userIdValue), eq(unread.read, false))})`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userIdValue))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(literal.limit)
      .prepare(name),
  );
  const rows = await page.execute({ userId });
  return { notifications: rows.map(toNotification), unreadCount: Number(rows[0]?.unreadCount ?? 0) };
}

/** Marks one of the user's notifications read; null when it is not theirs (or does not exist). */
export async function markNotificationRead(db: Database, userId: string, id: string): Promise<TNotification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks all the user's unread notifications read; answers how many changed. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks the user's unread "New message" notification of a conversation read; its id, or null. */
export async function markConversationNotificationsRead(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<string | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.dedupeKey, `conversation:${conversationId}`),
        eq(notifications.read, false),
      ),
    )
    .returning({ id: notifications.id });
  return row?.id ?? null;
}
