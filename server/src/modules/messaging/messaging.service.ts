import type { Role } from "@domain/constants/accounts";
import { CONVERSATIONS_PAGE_SIZE, MESSAGING_MESSAGES as M, MESSAGES_PAGE_SIZE } from "@domain/constants/messaging";
import type {
  TConversation,
  TConversationList,
  TConversationListQuery,
  TMessage,
  TMessageList,
  TMessageListQuery,
} from "@domain/schemas/messaging";
import { getLocale } from "@i18n/runtime";
import { isUserBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { type DataVersions, dataVersionsFor, sharedVersion, viewerVersion } from "../../db/data-versions";
import { AppError } from "../../lib/errors";
import { type KeptAnswer, keptAnswer } from "../../lib/kept-answers";
import { isUuid } from "../../lib/postgres";
import { publish } from "../../realtime/publish";
import { markConversationNotificationsRead } from "../notifications/notifications.queries";
import { notify } from "../notifications/notify";
import { forReader, type Reader } from "./fee-warning";
import { countUnreadReceived, insertMessage, listMessages, markReceivedRead } from "./messages.queries";
import {
  findConversationFor,
  findConversationForSender,
  findParticipant,
  getOrCreateConversation,
  listConversations,
} from "./messaging.queries";

// Conversations between two users and their messages. Rules: a user sees and changes only
// conversations they are in (anything else is the same 404 as a missing id); the sender is
// always the viewer and the receiver the other participant; founders and investors message each
// other and admins message anyone, but two founders or two investors do not. Nobody messages a
// banned user: their conversations stay readable, with the notice, and refuse new messages.

const conversationNotFound = () => new AppError("NOT_FOUND", M.conversationNotFound);
const accountSuspended = () => new AppError("ACCOUNT_SUSPENDED", M.accountSuspended);

/** Same-role pairs are refused unless one side is an admin (spec part 1, section 6). */
function mayMessage(a: Role | null, b: Role | null): boolean {
  if (a === null || b === null) return false;
  if (a === "admin" || b === "admin") return true;
  return a !== b;
}

export async function startConversation(
  db: Database,
  viewer: { id: string; role: Role | null },
  participantId: string,
): Promise<{ conversation: TConversation; created: boolean }> {
  if (participantId === viewer.id) throw new AppError("BAD_REQUEST", M.notYourself, { participantId: [M.notYourself] });
  const other = await findParticipant(db, participantId);
  if (!other || other.role === null) throw new AppError("NOT_FOUND", M.participantNotFound);
  if (!mayMessage(viewer.role, other.role)) throw new AppError("FORBIDDEN", M.sameRole);
  if (await isUserBanned(db, participantId)) throw accountSuspended();
  const { id, created } = await getOrCreateConversation(db, viewer.id, participantId);
  const [{ conversation } = {}] = await listConversations(db, viewer.id, { conversationId: id, limit: 1 });
  if (!conversation) throw new Error("conversation not readable right after get-or-create");
  return { conversation, created };
}

/**
 * What a page of the inbox reads besides the viewer's own conversations and messages (their
 * counter `conversations`): a partner's name and role (profiles, investors, founders) and ban.
 */
const INBOX_SOURCES = ["profiles", "investors", "founders", "user_bans"];

/**
 * A page of the viewer's inbox as JSON, kept in this process (lib/kept-answers, decision 042)
 * while the counters of what it reads hold: a message sent or received, a read mark or a partner's
 * new name or ban, written by any server process, shows at the next request. The session's
 * statement read the counters, so a kept page costs the request no statement of its own. Kept
 * per language: a partner without a name shows the fallback of the request's language.
 */
export async function keptConversationsPage(
  db: Database,
  viewer: { user: { id: string }; dataVersions?: DataVersions },
  query: TConversationListQuery,
): Promise<KeptAnswer<TConversationList>> {
  const versions = await dataVersionsFor(db, viewer);
  const key = `conversations-page:${viewer.user.id}:${getLocale()}:${JSON.stringify(query)}`;
  const version = `${sharedVersion(versions, INBOX_SOURCES)}:${viewerVersion(versions, "conversations")}`;
  return keptAnswer(db, key, version, () => myConversations(db, viewer.user.id, query));
}

/** A page of the viewer's inbox (a name search pages the same way), and where the next one starts. */
async function myConversations(
  db: Database,
  viewerId: string,
  query: TConversationListQuery,
): Promise<TConversationList> {
  const [micros, id] = query.cursor?.split("_") ?? [];
  const after = micros && id ? { micros, id } : undefined;
  // One more than a page: whether there is a next page, without counting.
  const rows = await listConversations(db, viewerId, {
    search: query.search,
    after,
    limit: CONVERSATIONS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    conversations: page.map((row) => row.conversation),
    nextCursor: rows.length > page.length && last ? last.cursor : null,
  };
}

async function requireConversation(db: Database, viewerId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const conversation = await findConversationFor(db, viewerId, conversationId);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export async function conversationMessages(
  db: Database,
  viewer: Reader,
  conversationId: string,
  query: TMessageListQuery,
): Promise<TMessageList> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const page = await listMessages(db, viewer.id, conversationId, {
    limit: query.limit ?? MESSAGES_PAGE_SIZE,
    before: query.before,
  });
  // The page is empty for a stranger to the conversation too: only then is it looked up (404).
  if (page.messages.length === 0) await requireConversation(db, viewer.id, conversationId);
  return { ...page, messages: page.messages.map((message) => forReader(message, viewer)) };
}

/**
 * One transaction: the message, the conversation's last message, the receiver's "New message"
 * notification (one unread per conversation) and the live events. NOTIFY inside a transaction
 * is sent at commit, so nobody hears of a message that was rolled back. The answer and the
 * sender's event never carry a fee warning; a founder receiver's event does when it applies.
 */
export async function sendMessage(
  db: Database,
  viewerId: string,
  conversationId: string,
  content: string,
): Promise<TMessage> {
  const conversation = isUuid(conversationId) ? await findConversationForSender(db, viewerId, conversationId) : null;
  if (!conversation) throw conversationNotFound();
  if (conversation.otherBanned) throw accountSuspended();
  return db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      conversationId,
      senderId: viewerId,
      receiverId: conversation.otherId,
      content,
    });
    const event = (seen: TMessage) =>
      ({
        kind: "message",
        conversationId,
        messageId: message.id,
        senderId: message.senderId,
        receiverId: message.receiverId,
        message: seen,
      }) as const;
    const receiverSees = forReader(message, { id: message.receiverId, role: conversation.otherRole });
    if (receiverSees === message) {
      await publish(tx, [message.receiverId, message.senderId], event(message));
    } else {
      // Two events, so the sender's stream never carries the warning.
      await publish(tx, message.receiverId, event(receiverSees));
      await publish(tx, message.senderId, event(message));
    }
    await notify(tx, {
      userId: message.receiverId,
      key: "message.new",
      params: { name: conversation.senderName },
      link: `/messages?contact=${encodeURIComponent(viewerId)}`,
      dedupeKey: `conversation:${conversationId}`,
    });
    return message;
  });
}

/**
 * Marks what the viewer received in the conversation as read, and their unread "New message"
 * notification for it (they have now seen the messages). The other side hears a `read` event.
 */
export async function markConversationRead(db: Database, viewerId: string, conversationId: string): Promise<number> {
  const conversation = await requireConversation(db, viewerId, conversationId);
  return db.transaction(async (tx) => {
    const updated = await markReceivedRead(tx, viewerId, conversationId);
    if (updated > 0) {
      await publish(tx, [conversation.otherId, viewerId], {
        kind: "read",
        conversationId,
        readerId: viewerId,
        readAt: new Date().toISOString(),
      });
    }
    const notificationId = await markConversationNotificationsRead(tx, viewerId, conversationId);
    if (notificationId) await publish(tx, viewerId, { kind: "notification", change: "read", notificationId });
    return updated;
  });
}

export function unreadMessageCount(db: Database, viewerId: string): Promise<number> {
  return countUnreadReceived(db, viewerId);
}
