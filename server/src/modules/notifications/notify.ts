import type { TNotification } from "@domain/schemas/notifications";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { inLocale } from "../../lib/request-locale";
import { publish } from "../../realtime/publish";
import { enqueueNotificationEmails } from "./email/enqueue-notification-emails";
import {
  type NotificationKey,
  type NotificationParams,
  notificationTypeOf,
  renderNotification,
} from "./notification-texts";

/** The keys other modules notify with (they reach this module through notify.ts only). */
export type { NotificationKey };
/** For paths that insert notifications in bulk rather than through notify(): their e-mails (decision 028). */
export { enqueueNotificationEmails };

export type NotifyInput<K extends NotificationKey> = {
  /** The recipient. */
  userId: string;
  /** What it says (notification-texts.ts), rendered in each reader's language when read. */
  key: K;
  params: NotificationParams<K>;
  /** An in-app path a click leads to ("/messages?contact=…", "/due-diligence/…"). */
  link?: string | null;
  /**
   * Events that should not pile up share a key (e.g. `conversation:{id}`, `investment:{id}`):
   * while the user has an unread notification with this key, it is refreshed (new text, link and
   * time) instead of a second one being added.
   */
  dedupeKey?: string | null;
};

/** The values of a notification row: its key and parameters, and its English text as written (for rows no key can render). */
export function notificationValues<K extends NotificationKey>(input: NotifyInput<K>) {
  const params = input.params as Record<string, string | number | null>;
  const english = inLocale("en", () => renderNotification(input.key, params));
  if (!english) throw new Error(`notification ${input.key} does not render`);
  return {
    userId: input.userId,
    type: notificationTypeOf(input.key),
    messageKey: input.key,
    params,
    title: english.title,
    description: english.description,
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
  };
}

/** A notification's title in the current language (what sample data's results name it by). */
export function notificationTitle<K extends NotificationKey>(input: Pick<NotifyInput<K>, "key" | "params">): string {
  return renderNotification(input.key, input.params as Record<string, unknown>)?.title ?? input.key;
}

/**
 * Creates a notification for a user (or refreshes their unread one with the same dedupeKey),
 * enqueues its e-mail by the user's preferences, and tells their live streams. Pass a transaction as `db` to make it part of it: the row and
 * the live event then both happen only if the transaction commits. The event names the
 * notification only; each stream's reader fetches it, in their own language.
 */
export async function notify<K extends NotificationKey>(db: Database, input: NotifyInput<K>): Promise<TNotification> {
  const values = notificationValues(input);
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
            messageKey: values.messageKey,
            params: values.params,
            title: values.title,
            description: values.description,
            link: values.link,
            createdAt: sql`now()`,
          },
        })
        .returning()
    : await db.insert(notifications).values(values).returning();
  if (!row) throw new Error("notification insert returned no row");
  // Its e-mail, by the recipient's choice, as part of the same transaction as the notification.
  await enqueueNotificationEmails(db, [row]);
  await publish(db, input.userId, { kind: "notification", change: "created", notificationId: row.id });
  return toNotification(row);
}

/** A stored notification as the current reader reads it: rendered from its key in their language. */
export function toNotification(row: typeof notifications.$inferSelect): TNotification {
  const text = renderNotification(row.messageKey, row.params) ?? { title: row.title, description: row.description };
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    description: text.description,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
