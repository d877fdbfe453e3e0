import { MESSAGES_PAGE_SIZE } from "@domain/constants/messaging";
import type { TMessage } from "@domain/schemas/messaging";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import { definedValues, literalPageOf, preparedOnce } from "../../lib/prepared";
import { isParticipant, rowsOf, toIso } from "./messaging.queries";

// Data access for the messages of a conversation. The service checks the viewer's participation
// (messaging.queries.ts) before any of these runs, except listMessages, which checks it itself.

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

/**
 * listMessages' statement: a conversation's messages newest first, before the cursor message if
 * `withCursor`, and only if the viewer is one of its two participants (a one-time check of the
 * conversation's row by primary key), with the page's limit written into the SQL (decision 037).
 */
function messagesStatement(db: Database, name: string, withCursor: boolean, limit: number) {
  const conversationId = sql.placeholder("conversationId");
  const viewerId = sql.placeholder("viewerId");
  const inConversation = sql`exists (select 1 from ${conversations}
    where ${and(eq(conversations.id, conversationId), isParticipant(viewerId))})`;
  const cursor = withCursor
    ? sql`(${messages.createdAt}, ${messages.id}) < (
        select c.created_at, c.id from ${messages} c
        where c.id = ${sql.placeholder("before")} and c.conversation_id = ${conversationId})`
    : undefined;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), inConversation, cursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(literalPageOf({ limit, offset: 0 }).limit)
    .prepare(name);
}

/**
 * The latest `limit` messages of a conversation before a cursor, oldest first, in one statement
 * that also checks the viewer is in the conversation: a stranger gets an empty page, which the
 * service tells from an empty conversation (it looks the conversation up only then).
 */
export async function listMessages(
  db: Database,
  viewerId: string,
  conversationId: string,
  options: { limit: number; before?: string },
): Promise<{ messages: TMessage[]; hasMore: boolean }> {
  const withCursor = options.before !== undefined;
  const limit = options.limit + 1;
  const statement =
    // The web's page size is prepared; another size is built for its one request.
    options.limit === MESSAGES_PAGE_SIZE
      ? preparedOnce(db, `kuza_messages_${withCursor ? "before" : "latest"}_${limit}`, (name) =>
          messagesStatement(db, name, withCursor, limit),
        )
      : messagesStatement(db, "", withCursor, limit);
  const rows = await statement.execute(definedValues({ conversationId, viewerId, before: options.before }));
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
