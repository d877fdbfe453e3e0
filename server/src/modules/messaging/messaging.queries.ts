import type { Role } from "@domain/constants/accounts";
import { PARTICIPANT_NAME_FALLBACKS as FALLBACK } from "@domain/constants/messaging";
import type { TConversation } from "@domain/schemas/messaging";
import { getLocale } from "@i18n/runtime";
import { and, desc, eq, isNotNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { conversations, founders, investors, messages, profiles, user } from "../../db/schema";
import { definedValues, preparedOnce } from "../../lib/prepared";
import { inLocale } from "../../lib/request-locale";

// Data access for conversations (their messages: messages.queries.ts). Every read and write filters
// by the viewer's participation, so another user's conversation is simply not found.

type ConversationRow = typeof conversations.$inferSelect;

/** The participant of a conversation who is not the viewer. */
const otherIdSql = (viewerId: string | SQLWrapper) =>
  sql<string>`case when ${conversations.participant1Id} = ${viewerId} then ${conversations.participant2Id} else ${conversations.participant1Id} end`;

const nonBlank = (column: AnyPgColumn) => sql`nullif(btrim(${column}), '')`;

/**
 * A user's display name with the spec's fallbacks, as SQL over joined profiles / investors /
 * founders rows: admins read "Admin User"; investors and founders their role profile's name,
 * else their account name, else "Unknown Investor" / "Unknown Founder"; no profile at all
 * "Unknown User". Written once here so the list, its search and notifications agree. A function:
 * the fallbacks are read per query, in the language of the request that runs it (decision 019).
 */
const displayNameSql = () => sql<string>`case
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
    .select({ role: profiles.role, name: displayNameSql().as("participant_name") })
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
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The viewer (an id or a placeholder) is one of the conversation's two participants. */
export const isParticipant = (viewerId: string | SQLWrapper) =>
  or(eq(conversations.participant1Id, viewerId), eq(conversations.participant2Id, viewerId));

/**
 * The conversation if the viewer is in it, else null; with the viewer's display name (for
 * notifications), the other participant's role (whether the receiver gets a fee warning) and
 * whether the other participant is banned. The name's fallback ("Admin User") is the English one,
 * as a notification stores it: each reader reads it in their own language (notification-texts.ts).
 */
export async function findConversationForSender(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<{ id: string; otherId: string; otherRole: Role | null; senderName: string; otherBanned: boolean } | null> {
  const otherRole = sql<Role | null>`(select p.role from ${profiles} p where p.id = ${otherIdSql(viewerId)})`;
  const [row] = await db
    .select({
      id: conversations.id,
      otherId: otherIdSql(viewerId),
      otherRole,
      senderName: inLocale("en", displayNameSql),
      otherBanned: isBanned(otherIdSql(viewerId)),
    })
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
 * The viewer's conversations in display form, in one statement: the viewer's rows with the
 * other participant's id, sorted and (unless a name is searched) limited, and only then each
 * one's name and role by primary keys in a LATERAL subquery (a join on the CASE hashed every
 * profile); the last message by its id, the unread count from the partial unread index.
 * `after` (a page's last conversation: its last message's time in microseconds and its id) asks
 * for the conversations after it, newest first (keyset paging); each row comes with its own such
 * `cursor`. Prepared once per shape (searched or not, after a cursor or not, one conversation or
 * the list) and language (the name fallbacks are written into its SQL in the request's
 * language): drizzle took longer to build it than PostgreSQL to run it (decision 035).
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  options: {
    search?: string;
    conversationId?: string;
    after?: { micros: string; id: string };
    limit: number;
  },
): Promise<Array<{ conversation: TConversation; cursor: string }>> {
  const search = options.search?.trim() || undefined;
  const conversationId = options.conversationId || undefined;
  const after = conversationId ? undefined : options.after;
  const shape = `${search ? "s" : ""}${conversationId ? "c" : "l"}${after ? "a" : ""}`;
  const statement = preparedOnce(db, `kuza_conversations_${shape}_${getLocale()}`, (name) =>
    conversationsStatement(db, {
      search: Boolean(search),
      conversationId: Boolean(conversationId),
      after: Boolean(after),
    }).prepare(name),
  );
  const values = {
    viewerId,
    limit: options.limit,
    conversationId,
    pattern: search && likePattern(search),
    afterMicros: after?.micros,
    afterId: after?.id,
  };
  const rows = await statement.execute(definedValues(values));
  return rows.map((row) => ({
    conversation: {
      id: row.id,
      participantId: row.participantId,
      participantName: row.participantName,
      participantRole: row.participantRole,
      participantSuspended: Boolean(row.participantSuspended),
      lastMessage: row.lastMessage,
      lastMessageTime: row.lastMessageAt ? toIso(row.lastMessageAt) : null,
      unreadCount: Number(row.unreadCount),
    },
    cursor: `${row.lastMessageMicros ?? 0}_${row.id}`,
  }));
}

/**
 * listConversations' statement, with placeholders viewerId, limit, conversationId, pattern,
 * afterMicros and afterId.
 */
function conversationsStatement(db: Database, has: { search: boolean; conversationId: boolean; after: boolean }) {
  const viewerId = sql.placeholder("viewerId");
  // The keyset's order: (last message's time, id), both descending.
  const newestFirst = (c: { lastMessageAt: AnyPgColumn; id: AnyPgColumn }) =>
    [sql`${c.lastMessageAt} desc nulls last`, desc(c.id)] as const;
  // Listed: conversations with a message (opening one without sending leaves no empty row).
  // Asked for by id: there even before its first message, for its creator to write in.
  const which = has.conversationId
    ? eq(conversations.id, sql.placeholder("conversationId"))
    : and(isNotNull(conversations.lastMessageAt), has.after ? afterCursor() : undefined);
  const own = db
    .select({
      id: conversations.id,
      otherId: otherIdSql(viewerId).as("other_id"),
      lastMessageId: conversations.lastMessageId,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(and(isParticipant(viewerId), which))
    .$dynamic();
  // A name search filters on the names, so it must see all of the viewer's conversations.
  const limit = sql.placeholder("limit");
  const mine = (has.search ? own : own.orderBy(...newestFirst(conversations)).limit(limit)).as("mine");
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
  return db
    .select({
      id: mine.id,
      participantId: mine.otherId,
      // A participant always has a user row (foreign key); coalesce only satisfies the type.
      participantName: sql<string>`coalesce(${other.name}, ${FALLBACK.unknown})`,
      participantRole: other.role,
      participantSuspended: isBanned(mine.otherId),
      lastMessage: sql<string | null>`(${lastMessage})`,
      lastMessageAt: mine.lastMessageAt,
      // Exact to the microsecond, as PostgreSQL stores it (a JavaScript Date keeps milliseconds).
      lastMessageMicros: sql<string | null>`(extract(epoch from ${mine.lastMessageAt}) * 1000000)::bigint::text`,
      unreadCount: unread,
    })
    .from(mine)
    .leftJoinLateral(other, sql`true`)
    .where(has.search ? sql`${other.name} ilike ${sql.placeholder("pattern")}` : undefined)
    .orderBy(...newestFirst(mine))
    .limit(limit);
}

/** After the cursor's conversation in the keyset's order: an older last message, or as old and a smaller id. */
const afterCursor = () => sql`(${conversations.lastMessageAt}, ${conversations.id}) < (
  timestamptz 'epoch' + ${sql.placeholder("afterMicros")}::bigint * interval '1 microsecond',
  ${sql.placeholder("afterId")}::uuid)`;

/** Raw SQL columns can come back as strings; everything leaves as ISO 8601. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
