import { setImmediate as yieldToRequests } from "node:timers/promises";
import type { TNotification } from "@domain/schemas/notifications";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { inLocale } from "../../lib/request-locale";
import { publish, publishMany } from "../../realtime/publish";
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
 * A user's unread notification of the same key (the partial unique index (user_id, dedupe_key)
 * where read = false and dedupe_key is not null) is refreshed: new text, link and time. A `count`
 * parameter adds up while it stays unread (decision 039), so one row stands for many events; the
 * stored English text is the latest event's (rows are rendered from their key and parameters).
 */
const refreshUnread = {
  target: [notifications.userId, notifications.dedupeKey],
  targetWhere: sql`read = false and dedupe_key is not null`,
  set: {
    type: sql`excluded.type`,
    messageKey: sql`excluded.message_key`,
    params: sql`case when ${notifications.params}->'count' is not null and excluded.params->'count' is not null
      then jsonb_set(excluded.params, '{count}', to_jsonb((${notifications.params}->>'count')::int + (excluded.params->>'count')::int))
      else excluded.params end`,
    title: sql`excluded.title`,
    description: sql`excluded.description`,
    link: sql`excluded.link`,
    createdAt: sql`now()`,
  },
};

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
        .onConflictDoUpdate(refreshUnread)
        .returning()
    : await db.insert(notifications).values(values).returning();
  if (!row) throw new Error("notification insert returned no row");
  // Its e-mail, by the recipient's choice, as part of the same transaction as the notification.
  await enqueueNotificationEmails(db, [row]);
  await publish(db, input.userId, { kind: "notification", change: "created", notificationId: row.id });
  return toNotification(row);
}

/** What a bulk hands back of each row it wrote: what its live events and e-mails need, no more. */
export type NotifiedRow = Pick<
  typeof notifications.$inferSelect,
  "id" | "userId" | "messageKey" | "dedupeKey" | "createdAt"
>;

/** Rows per INSERT: a bounded statement (and JSON parameter) whatever the bulk's size. */
const INSERT_SLICE = 1_000;

/**
 * notify() for many at once (match notifications for thousands of campaigns): INSERT ... SELECT
 * from a JSON array, in slices, with the same refresh of an unread row of the same key, and one
 * live event per recipient. Returns the rows created or refreshed (their ids, owners and keys):
 * the one place a bulk of notifications leaves from. Inputs repeating a user and key keep the
 * last one, their counts added up, as notifying them one after the other would.
 */
export async function notifyMany(db: Database, inputs: NotifyInput<NotificationKey>[]): Promise<NotifiedRow[]> {
  const byKey = new Map<string, NotificationValues>();
  // Rendering the English text is most of the CPU a bulk costs: once per distinct text, not per row.
  const rendered = new Map<string, { title: string; description: string }>();
  inLocale("en", () =>
    inputs.forEach((input, index) => {
      const params = input.params as Record<string, string | number | null>;
      const textKey = `${input.key}\u0000${JSON.stringify(params)}`;
      let english = rendered.get(textKey);
      if (!english) {
        english = renderNotification(input.key, params) ?? undefined;
        if (!english) throw new Error(`notification ${input.key} does not render`);
        rendered.set(textKey, english);
      }
      const values = {
        userId: input.userId,
        type: notificationTypeOf(input.key),
        messageKey: input.key,
        params,
        ...english,
        link: input.link ?? null,
        dedupeKey: input.dedupeKey ?? null,
      };
      const key = values.dedupeKey === null ? `#${index}` : `${values.userId}\u0000${values.dedupeKey}`;
      byKey.set(key, withCountOf(byKey.get(key), values));
    }),
  );
  if (byKey.size === 0) return [];
  // In one order of recipients: two bulks refreshing the same users' rows at once (two drain lanes,
  // two processes) then take their row locks in the same order, and cannot deadlock.
  const records = [...byKey.values()].sort((a, b) => compareText(a.userId, b.userId));
  const rows: NotifiedRow[] = [];
  for (let start = 0; start < records.length; start += INSERT_SLICE) {
    // Requests are answered between slices: a bulk of 10 000 rows is ten short stretches of CPU, not one.
    if (start > 0) await yieldToRequests();
    rows.push(...(await insertSlice(db, records.slice(start, start + INSERT_SLICE))));
  }
  const lastOfUser = new Map(rows.map((row) => [row.userId, row.id]));
  await publishMany(
    db,
    [...lastOfUser].map(([userId, notificationId]) => ({
      to: [userId],
      event: { kind: "notification" as const, change: "created" as const, notificationId },
    })),
  );
  // Their e-mails, by each recipient's choice (decision 028), in the same transaction.
  await enqueueNotificationEmails(db, rows);
  return rows;
}

type NotificationValues = ReturnType<typeof notificationValues>;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The later of two inputs of one key, counting both where both count (as refreshUnread does). */
function withCountOf(earlier: NotificationValues | undefined, later: NotificationValues): NotificationValues {
  const before = earlier?.params.count;
  const now = later.params.count;
  if (typeof before !== "number" || typeof now !== "number") return later;
  return { ...later, params: { ...later.params, count: before + now } };
}

/**
 * One slice of a bulk: keys are distinct within it (notifyMany kept the last of each). Its strings
 * go once each, rows naming them by position: a match bulk repeats each campaign's title, link and
 * key for every recipient, and the statement's size (sent, parsed) is what bounds a drain.
 */
function insertSlice(db: Database, records: NotificationValues[]): Promise<NotifiedRow[]> {
  const strings: string[] = [];
  const positions = new Map<string, number>();
  const at = (text: string | null) => {
    if (text === null) return null;
    let position = positions.get(text);
    if (position === undefined) {
      position = strings.length + 1;
      strings.push(text);
      positions.set(text, position);
    }
    return position;
  };
  const rows = records.map((v) => [
    at(v.userId),
    at(v.type),
    at(v.messageKey),
    v.params,
    at(v.title),
    at(v.description),
    at(v.link),
    at(v.dedupeKey),
  ]);
  return db
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), s.t[(r->>0)::int], s.t[(r->>1)::int], s.t[(r->>2)::int], (r->3)::jsonb,
          s.t[(r->>4)::int], s.t[(r->>5)::int], s.t[(r->>6)::int], s.t[(r->>7)::int], false, now()
        from (select array_agg(value order by n) as t from json_array_elements_text(${JSON.stringify(strings)}::json) with ordinality as x(value, n)) s,
          json_array_elements(${JSON.stringify(rows)}::json) r`,
    )
    .onConflictDoUpdate(refreshUnread)
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      messageKey: notifications.messageKey,
      dedupeKey: notifications.dedupeKey,
      createdAt: notifications.createdAt,
    });
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
