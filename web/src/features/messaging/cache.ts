import type { TConversation, TConversationList, TMessage, TMessageList } from "@domain/schemas/messaging";
import type { InfiniteData } from "@tanstack/react-query";

// Pure updates of the messaging caches, shared by the live stream, the polling fallback's gaps and
// the composer. A thread is an infinite query: pages[0] holds the latest messages, later pages older
// ones; every page is oldest first, as the API answers. The inbox is one too: pages of
// conversations, newest first, each after the last one's cursor.

export type ThreadData = InfiniteData<TMessageList, unknown>;
export type InboxData = InfiniteData<TConversationList, unknown>;

/** The inbox's conversations, every fetched page in order, each once (a refetch may overlap pages). */
export function inboxConversations(data: InboxData | undefined): TConversation[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.conversations.filter((c) => {
      if (seen.has(c.id)) return false;
      seen.add(c.id);
      return true;
    }),
  );
}

/**
 * The inbox with its conversations replaced by `next` (the same ones, reordered or changed), page
 * by page as long as they were: each page keeps its cursor, which the next page is asked from.
 */
function withConversations(data: InboxData, next: TConversation[]): InboxData {
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const end = index === data.pages.length - 1 ? next.length : start + page.conversations.length;
    const conversations = next.slice(start, end);
    start = end;
    return { ...page, conversations };
  });
  return { ...data, pages };
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** The thread's messages oldest first, each once (pages refetched at different moments may overlap). */
export function threadMessages(data: ThreadData | undefined): TMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: TMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out.sort((a, b) => time(a.createdAt) - time(b.createdAt));
}

/** Adds a message to the latest page unless the thread already has it (the sender's own echo). */
export function addMessageToThread(data: ThreadData | undefined, message: TMessage): ThreadData | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [latest, ...older] = data.pages;
  if (!latest) return { ...data, pages: [{ messages: [message], hasMore: false }] };
  const messages = [...latest.messages, message].sort((a, b) => time(a.createdAt) - time(b.createdAt));
  return { ...data, pages: [{ ...latest, messages }, ...older] };
}

/** `readerId` read everything they received in the thread up to `readAt`. */
export function markThreadRead(
  data: ThreadData | undefined,
  { readerId, readAt }: { readerId: string; readAt?: string },
): ThreadData | undefined {
  if (!data) return data;
  const until = readAt ? time(readAt) : Number.POSITIVE_INFINITY;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const messages = page.messages.map((m) => {
      if (m.readStatus || m.receiverId !== readerId || time(m.createdAt) > until) return m;
      pageChanged = true;
      return { ...m, readStatus: true };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, messages };
  });
  return changed ? { ...data, pages } : data;
}

/** Whether the viewer has unread messages in the thread (opening it marks them read). */
export function hasUnreadFor(messages: readonly TMessage[], viewerId: string): boolean {
  return messages.some((m) => m.receiverId === viewerId && !m.readStatus);
}

/**
 * A conversation's new last message: its preview and time change, it moves to the top, and a
 * message to the viewer counts as unread unless the viewer has that conversation open.
 * `found` is false when the fetched pages do not hold the conversation (a new one, or one further
 * down than the pages shown: refetch the list).
 */
export function bumpConversation(
  data: InboxData | undefined,
  input: { conversationId: string; message?: TMessage; viewerId: string; open: boolean },
): { data: InboxData | undefined; found: boolean } {
  if (!data) return { data, found: false };
  const list = inboxConversations(data);
  const current = list.find((c) => c.id === input.conversationId);
  if (!current) return { data, found: false };
  const { message } = input;
  if (!message) return { data, found: true };
  if (current.lastMessageTime && time(current.lastMessageTime) > time(message.createdAt)) {
    return { data, found: true };
  }
  const unread = message.receiverId === input.viewerId && !input.open && !message.readStatus ? 1 : 0;
  const updated: TConversation = {
    ...current,
    lastMessage: message.content,
    lastMessageTime: message.createdAt,
    unreadCount: current.unreadCount + unread,
  };
  const others = list.filter((c) => c.id !== input.conversationId);
  return { data: withConversations(data, [updated, ...others]), found: true };
}

/** The viewer read the conversation: its unread count is zero. */
export function clearUnread(data: InboxData | undefined, conversationId: string): InboxData | undefined {
  const list = inboxConversations(data);
  if (!data || !list.some((c) => c.id === conversationId && c.unreadCount > 0)) return data;
  return withConversations(
    data,
    list.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
  );
}
