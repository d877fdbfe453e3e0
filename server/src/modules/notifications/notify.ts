import type { NotificationType } from "@domain/constants/notifications";
import type { TNotification } from "@domain/schemas/notifications";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { publish } from "../../realtime/publish";

export type NotifyInput = {
  /** The recipient. */
  userId: string;
  type: NotificationType;
  title: string;
  description: string;
  /** An in-app path a click leads to ("/messages?contact=…", "/due-diligence/…"). */
  link?: string | null;
  /**
   * Events that should not pile up share a key (e.g. `conversation:{id}`, `investment:{id}`):
   * while the user has an unread notification with this key, it is refreshed (new title,
   * description, link and time) instead of a second one being added.
   */
  dedupeKey?: string | null;
};

/**
 * Creates a notification for a user (or refreshes their unread one with the same dedupeKey)
 * and tells their live streams. Pass a transaction as `db` to make it part of it: the row and
 * the live event then both happen only if the transaction commits.
 */
export async function notify(db: Database, input: NotifyInput): Promise<TNotification> {
  const values = {
    userId: input.userId,
    type: input.type,
    title: input.title,
    description: input.description,
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
  };
  const [row] = input.dedupeKey
    ? await db
        .insert(notifications)
        .values(values)
        // The partial unique index (user_id, dedupe_key) where read = false and dedupe_key is not null.
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.dedupeKey],
          targetWhere: sql`read = false and dedupe_key is not null`,
          set: {
            type: values.type,
            title: values.title,
            description: values.description,
            link: values.link,
            createdAt: sql`now()`,
          },
        })
        .returning()
    : await db.insert(notifications).values(values).returning();
  if (!row) throw new Error("notification insert returned no row");
  await publish(db, input.userId, { kind: "notification", change: "created", notificationId: row.id });
  return toNotification(row);
}

export function toNotification(row: typeof notifications.$inferSelect): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
