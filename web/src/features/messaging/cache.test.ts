import type { TConversation, TMessage } from "@domain/schemas/messaging";
import { describe, expect, it } from "vitest";
import {
  addMessageToThread,
  bumpConversation,
  clearUnread,
  hasUnreadFor,
  type InboxData,
  inboxConversations,
  markThreadRead,
  type ThreadData,
  threadMessages,
} from "./cache";

const ME = "me";
const THEM = "them";

function message(id: string, minute: number, from = THEM, extra: Partial<TMessage> = {}): TMessage {
  return {
    id,
    conversationId: "c1",
    senderId: from,
    receiverId: from === ME ? THEM : ME,
    content: `message ${id}`,
    readStatus: false,
    createdAt: new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString(),
    ...extra,
  };
}

function thread(...pages: TMessage[][]): ThreadData {
  return { pages: pages.map((messages) => ({ messages, hasMore: false })), pageParams: pages.map(() => undefined) };
}

function conversation(id: string, extra: Partial<TConversation> = {}): TConversation {
  return {
    id,
    participantId: `user-${id}`,
    participantName: `Name ${id}`,
    participantRole: "investor",
    participantSuspended: false,
    lastMessage: "old",
    lastMessageTime: new Date(Date.UTC(2025, 5, 1, 11, 0)).toISOString(),
    unreadCount: 0,
    ...extra,
  };
}

describe("thread cache", () => {
  it("lists pages oldest first, each message once", () => {
    const latest = [message("c", 3), message("d", 4)];
    const older = [message("a", 1), message("b", 2), message("c", 3)];
    expect(threadMessages(thread(latest, older)).map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it("adds a new message to the latest page, in time order, and ignores an echo", () => {
    const data = thread([message("a", 1), message("c", 3)]);
    const added = addMessageToThread(data, message("b", 2));
    expect(threadMessages(added).map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(addMessageToThread(added, message("b", 2))).toBe(added);
    expect(addMessageToThread(undefined, message("x", 1))).toBeUndefined();
  });

  it("marks read what the reader received up to readAt, and nothing else", () => {
    const data = thread([message("a", 1, ME), message("b", 2, ME), message("c", 3, THEM), message("d", 5, ME)]);
    const readAt = new Date(Date.UTC(2025, 5, 1, 12, 4)).toISOString();
    const read = markThreadRead(data, { readerId: THEM, readAt });
    expect(threadMessages(read).map((m) => [m.id, m.readStatus])).toEqual([
      ["a", true],
      ["b", true],
      ["c", false],
      ["d", false],
    ]);
    expect(markThreadRead(read, { readerId: THEM, readAt })).toBe(read);
  });

  it("knows whether the viewer has something unread", () => {
    expect(hasUnreadFor([message("a", 1, ME)], ME)).toBe(false);
    expect(hasUnreadFor([message("a", 1, THEM)], ME)).toBe(true);
    expect(hasUnreadFor([message("a", 1, THEM, { readStatus: true })], ME)).toBe(false);
  });
});

describe("conversation list cache", () => {
  /** An inbox of pages: each inner array is one page's conversations, in order. */
  const inbox = (...pages: TConversation[][]): InboxData => ({
    pages: pages.map((conversations, i) => ({
      conversations,
      nextCursor: i < pages.length - 1 ? `cursor-${i}` : null,
    })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i - 1}`)),
  });
  const ids = (data: InboxData | undefined) => data?.pages.map((page) => page.conversations.map((c) => c.id));
  const list = inbox([conversation("c0"), conversation("c1")]);

  it("moves the conversation to the top with its new last message, unread +1 for a received one", () => {
    const { data, found } = bumpConversation(list, {
      conversationId: "c1",
      message: message("m", 5),
      viewerId: ME,
      open: false,
    });
    expect(found).toBe(true);
    expect(ids(data)).toEqual([["c1", "c0"]]);
    expect(inboxConversations(data)[0]).toMatchObject({ lastMessage: "message m", unreadCount: 1 });
  });

  it("moves a conversation of a later page to the top, each page keeping its length and cursor", () => {
    const paged = inbox([conversation("c0"), conversation("c1")], [conversation("c2"), conversation("c3")]);
    const { data } = bumpConversation(paged, {
      conversationId: "c3",
      message: message("m", 5),
      viewerId: ME,
      open: false,
    });
    expect(ids(data)).toEqual([
      ["c3", "c0"],
      ["c1", "c2"],
    ]);
    expect(data?.pages.map((page) => page.nextCursor)).toEqual(["cursor-0", null]);
    expect(data?.pageParams).toBe(paged.pageParams);
  });

  it("reads every page's conversations once, where a refetch made pages overlap", () => {
    const overlapping = inbox([conversation("c0"), conversation("c1")], [conversation("c1"), conversation("c2")]);
    expect(inboxConversations(overlapping).map((c) => c.id)).toEqual(["c0", "c1", "c2"]);
    expect(inboxConversations(undefined)).toEqual([]);
  });

  it("adds no unread for the viewer's own message or an open conversation", () => {
    const own = bumpConversation(list, {
      conversationId: "c1",
      message: message("m", 5, ME),
      viewerId: ME,
      open: false,
    });
    expect(inboxConversations(own.data)[0]?.unreadCount).toBe(0);
    const open = bumpConversation(list, { conversationId: "c1", message: message("m", 5), viewerId: ME, open: true });
    expect(inboxConversations(open.data)[0]?.unreadCount).toBe(0);
  });

  it("says when the pages fetched do not hold the conversation", () => {
    expect(
      bumpConversation(list, { conversationId: "new", message: message("m", 5), viewerId: ME, open: false }).found,
    ).toBe(false);
  });

  it("ignores a message older than the one the list shows", () => {
    const later = inbox([conversation("c1", { lastMessageTime: new Date(Date.UTC(2025, 5, 2)).toISOString() })]);
    expect(
      bumpConversation(later, { conversationId: "c1", message: message("m", 5), viewerId: ME, open: false }).data,
    ).toBe(later);
  });

  it("clears a conversation's unread count, on whichever page it is", () => {
    const unread = inbox([conversation("c1", { unreadCount: 3 })], [conversation("c2", { unreadCount: 1 })]);
    expect(inboxConversations(clearUnread(unread, "c2")).map((c) => c.unreadCount)).toEqual([3, 0]);
    expect(ids(clearUnread(unread, "c2"))).toEqual([["c1"], ["c2"]]);
    expect(clearUnread(list, "c1")).toBe(list);
  });
});
