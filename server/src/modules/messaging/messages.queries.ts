import type { TMessage } from "@domain/schemas/messaging";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import { rowsOf, toIso } from "./messaging.queries";

// Data access for the messages of a conversation. The service checks the viewer's participation
// (messaging.queries.ts) before any of these runs.

type MessageRow = typeof messages.$inferSelect;
/** A message row as raw SQL returns it. */
type InsertedRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  read_status: boolean;
  created_at: string | Date;
};

/** The latest `limit` messages of a conversation before a cursor, oldest first. */
export async function listMessages(
  db: Database,
  conversationId: string,
  options: { limit: number; before?: string },
): Promise<{ messages: TMessage[]; hasMore: boolean }> {
  const cursor = options.before
    ? sql`(${messages.createdAt}, ${messages.id}) < (
        select c.created_at, c.id from ${messages} c
        where c.id = ${options.before} and c.conversation_id = ${conversationId})`
    : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), cursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  return { messages: rows.slice(0, options.limit).reverse().map(toMessage), hasMore };
}

/**
 * Inserts a message and makes it the conversation's last message, in one statement. The last
 * message never moves backwards when two sends commit out of order.
 */
export async function insertMessage(
  db: Database,
  values: { conversationId: string; senderId: string; receiverId: string; content: string },
): Promise<TMessage> {
  const result = await db.execute<InsertedRow>(sql`
    with inserted as (
      insert into ${messages} (conversation_id, sender_id, receiver_id, content)
      values (${values.conversationId}, ${values.senderId}, ${values.receiverId}, ${values.content})
      returning id, conversation_id, sender_id, receiver_id, content, read_status, created_at
    ), moved as (
      update ${conversations} c set last_message_id = inserted.id, last_message_at = inserted.created_at
      from inserted
      where c.id = inserted.conversation_id and (c.last_message_at is null or c.last_message_at <= inserted.created_at)
    )
    select * from inserted`);
  const row = rowsOf<InsertedRow>(result)[0];
  if (!row) throw new Error("message insert returned no row");
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    readStatus: row.read_status,
    createdAt: toIso(row.created_at),
  };
}

/** Marks what the viewer received in a conversation as read; answers how many changed. */
export async function markReceivedRead(db: Database, viewerId: string, conversationId: string): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readStatus: true })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.receiverId, viewerId),
        eq(messages.readStatus, false),
      ),
    )
    .returning({ id: messages.id });
  return updated.length;
}

export async function countUnreadReceived(db: Database, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiverId, viewerId), eq(messages.readStatus, false)));
  return Number(row?.n ?? 0);
}

function toMessage(row: MessageRow): TMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    readStatus: row.readStatus,
    createdAt: toIso(row.createdAt),
  };
}
