import type { TConversation, TConversationList, TMessage, TMessageList } from "@domain/schemas/messaging";
import type { InfiniteData } from "@tanstack/react-query";

// Pure updates of the messaging caches, shared by the live stream, the polling fallback's gaps and
// the composer. A thread is an infinite query: pages[0] holds the latest messages, later pages older
// ones; every page is oldest first, as the API answers.

export type ThreadData = InfiniteData<TMessageList, unknown>;

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
 * `found` is false when the list does not hold the conversation (a new one: refetch the list).
 */
export function bumpConversation(
  list: TConversationList | undefined,
  input: { conversationId: string; message?: TMessage; viewerId: string; open: boolean },
): { data: TConversationList | undefined; found: boolean } {
  if (!list) return { data: list, found: false };
  const current = list.conversations.find((c) => c.id === input.conversationId);
  if (!current) return { data: list, found: false };
  const { message } = input;
  if (!message) return { data: list, found: true };
  if (current.lastMessageTime && time(current.lastMessageTime) > time(message.createdAt)) {
    return { data: list, found: true };
  }
  const unread = message.receiverId === input.viewerId && !input.open && !message.readStatus ? 1 : 0;
  const updated: TConversation = {
    ...current,
    lastMessage: message.content,
    lastMessageTime: message.createdAt,
    unreadCount: current.unreadCount + unread,
  };
  const others = list.conversations.filter((c) => c.id !== input.conversationId);
  return { data: { ...list, conversations: [updated, ...others] }, found: true };
}

/** The viewer read the conversation: its unread count is zero. */
export function clearUnread(list: TConversationList | undefined, conversationId: string) {
  if (!list?.conversations.some((c) => c.id === conversationId && c.unreadCount > 0)) return list;
  return {
    ...list,
    conversations: list.conversations.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
  };
}
