import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * One row per pair of users, whichever side starts it: participant_1_id is always the smaller
 * id, so the unique index makes get-or-create atomic.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    participant1Id: text("participant_1_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    participant2Id: text("participant_2_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lastMessageId: uuid("last_message_id"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_idx").on(t.participant1Id, t.participant2Id),
    index("conversations_p1_last_idx").on(t.participant1Id, t.lastMessageAt),
    index("conversations_p2_last_idx").on(t.participant2Id, t.lastMessageAt),
    check("conversations_ordered_pair", sql`${t.participant1Id} < ${t.participant2Id}`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    receiverId: text("receiver_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    readStatus: boolean("read_status").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    index("messages_unread_idx").on(t.receiverId, t.conversationId).where(sql`read_status = false`),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /**
     * What the notification says, as a key of the server's notification texts and its parameters
     * (names, amounts, dates as data): each reader renders it in their own language when reading it
     * (modules/notifications/notification-texts.ts). Null on rows whose text no key matched.
     */
    messageKey: text("message_key"),
    params: jsonb("params").$type<Record<string, string | number | null>>(),
    /** The English text as written: what a row without a known key shows, in every language. */
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Where a click on it leads, inside the app. */
    link: text("link"),
    /** Events that should not pile up (a chatty conversation) share a key: one unread row per key. */
    dedupeKey: text("dedupe_key"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId).where(sql`read = false`),
    uniqueIndex("notifications_unread_dedupe_idx")
      .on(t.userId, t.dedupeKey)
      .where(sql`read = false and dedupe_key is not null`),
  ],
);
