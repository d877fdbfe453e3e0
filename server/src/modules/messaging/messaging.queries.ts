import type { Role } from "@domain/constants/accounts";
import { PARTICIPANT_NAME_FALLBACKS as FALLBACK } from "@domain/constants/messaging";
import type { TConversation, TMessage } from "@domain/schemas/messaging";
import { and, desc, eq, isNotNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { conversations, founders, investors, messages, profiles, user } from "../../db/schema";

// Data access for conversations and messages. Every read and write filters by the viewer's
// participation, so another user's conversation is simply not found.

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/** The participant of a conversation who is not the viewer. */
const otherIdSql = (viewerId: string) =>
  sql<string>`case when ${conversations.participant1Id} = ${viewerId} then ${conversations.participant2Id} else ${conversations.participant1Id} end`;

const nonBlank = (column: AnyPgColumn) => sql`nullif(btrim(${column}), '')`;

/**
 * A user's display name with the spec's fallbacks, as SQL over joined profiles / investors /
 * founders rows: admins read "Admin User"; investors and founders their role profile's name,
 * else their account name, else "Unknown Investor" / "Unknown Founder"; no profile at all
 * "Unknown User". Written once here so the list, its search and notifications agree.
 */
const displayNameSql = sql<string>`case
  when ${profiles.role} = 'admin' then ${FALLBACK.admin}
  when ${profiles.role} = 'investor' then coalesce(${nonBlank(investors.fullName)}, ${nonBlank(profiles.fullName)}, ${FALLBACK.investor})
  when ${profiles.role} = 'founder' then coalesce(${nonBlank(founders.fullName)}, ${nonBlank(profiles.fullName)}, ${FALLBACK.founder})
  else ${FALLBACK.unknown}
end`;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A user's display name and role by primary keys; LIMIT 1 also keeps it a lookup as a subquery. */
const participantOf = (db: Database, userId: string | SQLWrapper) =>
  db
    .select({ role: profiles.role, name: displayNameSql.as("participant_name") })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(investors, eq(investors.userId, user.id))
    .leftJoin(founders, eq(founders.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);

/** An existing user's display name and role (role null: no profile); null when no such user. */
export async function findParticipant(
  db: Database,
  userId: string,
): Promise<{ id: string; name: string; role: Role | null } | null> {
  const [row] = await participantOf(db, userId);
  return row ? { id: userId, name: row.name, role: row.role } : null;
}

/**
 * Gets or creates the one conversation of a pair, atomically: the insert orders the pair in SQL
 * (least / greatest, the same collation as the check constraint) and does nothing on conflict
 * with the pair's unique index, so two simultaneous starts make one row.
 */
export async function getOrCreateConversation(
  db: Database,
  userA: string,
  userB: string,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db.execute<{ id: string }>(sql`
    insert into ${conversations} (participant_1_id, participant_2_id)
    values (least(${userA}::text, ${userB}::text), greatest(${userA}::text, ${userB}::text))
    on conflict (participant_1_id, participant_2_id) do nothing
    returning id`);
  const created = rowsOf<{ id: string }>(inserted)[0];
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.participant1Id, sql`least(${userA}::text, ${userB}::text)`),
        eq(conversations.participant2Id, sql`greatest(${userA}::text, ${userB}::text)`),
      ),
    );
  if (!existing) throw new Error("conversation vanished between insert and select");
  return { id: existing.id, created: false };
}

/** Both drivers answer db.execute differently: pg gives { rows }, PGlite gives { rows } too but typed apart. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const isParticipant = (viewerId: string) =>
  or(eq(conversations.participant1Id, viewerId), eq(conversations.participant2Id, viewerId));

/** The conversation if the viewer is in it (with the viewer's display name, for notifications), else null. */
export async function findConversationForSender(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<{ id: string; otherId: string; senderName: string } | null> {
  const [row] = await db
    .select({ id: conversations.id, otherId: otherIdSql(viewerId), senderName: displayNameSql })
    .from(conversations)
    .leftJoin(profiles, eq(profiles.id, viewerId))
    .leftJoin(investors, eq(investors.userId, viewerId))
    .leftJoin(founders, eq(founders.userId, viewerId))
    .where(and(eq(conversations.id, conversationId), isParticipant(viewerId)));
  return row ?? null;
}

/** The conversation if the viewer is in it, else null. */
export async function findConversationFor(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<(ConversationRow & { otherId: string }) | null> {
  const [row] = await db
    .select({ conversation: conversations, otherId: otherIdSql(viewerId) })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(viewerId)));
  return row ? { ...row.conversation, otherId: row.otherId } : null;
}

/**
 * The viewer's conversations in display form (those with a message, or the one asked for by id), in one statement: the viewer's rows with the
 * other participant's id, sorted and (unless a name is searched) limited, and only then each
 * one's name and role by primary keys in a LATERAL subquery (a join on the CASE hashed every
 * profile); the last message by its id, the unread count from the partial unread index.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  options: { search?: string; conversationId?: string; limit: number },
): Promise<TConversation[]> {
  const search = options.search?.trim();
  const newestFirst = (c: { lastMessageAt: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn }) =>
    [sql`${c.lastMessageAt} desc nulls last`, desc(c.createdAt), desc(c.id)] as const;
  const own = db
    .select({
      id: conversations.id,
      otherId: otherIdSql(viewerId).as("other_id"),
      lastMessageId: conversations.lastMessageId,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .where(
      and(
        isParticipant(viewerId),
        // The list holds conversations with a message: Contact Founder or Message without sending
        // leaves none behind. One asked for by id is still there for its creator to write in.
        options.conversationId ? eq(conversations.id, options.conversationId) : isNotNull(conversations.lastMessageAt),
      ),
    )
    .$dynamic();
  // A name search filters on the names, so it must see all of the viewer's conversations.
  const mine = (search ? own : own.orderBy(...newestFirst(conversations)).limit(options.limit)).as("mine");
  const other = participantOf(db, mine.otherId).as("other");
  const lastMessage = db
    .select({ content: messages.content })
    .from(messages)
    .where(eq(messages.id, mine.lastMessageId));
  const unread = sql<number>`(
    select count(*)::int from ${messages}
    where ${messages.receiverId} = ${viewerId}
      and ${messages.conversationId} = ${mine.id}
      and ${messages.readStatus} = false)`;
  const rows = await db
    .select({
      id: mine.id,
      participantId: mine.otherId,
      // A participant always has a user row (foreign key); coalesce only satisfies the type.
      participantName: sql<string>`coalesce(${other.name}, ${FALLBACK.unknown})`,
      participantRole: other.role,
      lastMessage: sql<string | null>`(${lastMessage})`,
      lastMessageAt: mine.lastMessageAt,
      unreadCount: unread,
    })
    .from(mine)
    .leftJoinLateral(other, sql`true`)
    .where(search ? sql`${other.name} ilike ${likePattern(search)}` : undefined)
    .orderBy(...newestFirst(mine))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    participantId: row.participantId,
    participantName: row.participantName,
    participantRole: row.participantRole,
    lastMessage: row.lastMessage,
    lastMessageTime: row.lastMessageAt ? toIso(row.lastMessageAt) : null,
    unreadCount: Number(row.unreadCount),
  }));
}

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
  const result = await db.execute<{
    id: string;
    conversation_id: string;
    sender_id: string;
    receiver_id: string;
    content: string;
    read_status: boolean;
    created_at: string | Date;
  }>(sql`
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
  const row = rowsOf<{
    id: string;
    conversation_id: string;
    sender_id: string;
    receiver_id: string;
    content: string;
    read_status: boolean;
    created_at: string | Date;
  }>(result)[0];
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

export function toMessage(row: MessageRow): TMessage {
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

/** Raw SQL columns can come back as strings; everything leaves as ISO 8601. */
function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
