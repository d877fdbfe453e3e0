import type { TMe } from "@domain/schemas/accounts";
import type { TConversation, TMessage } from "@domain/schemas/messaging";
import type { TNotificationList } from "@domain/schemas/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { messagingKeys } from "@web/features/messaging/api/keys";
import { type InboxData, inboxConversations, type ThreadData, threadMessages } from "@web/features/messaging/cache";
import { notificationKeys } from "@web/features/notifications/api/keys";
import { useLiveStream } from "@web/lib/live-stream-status";
import { SESSION_QUERY_KEY } from "@web/lib/query-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeProvider } from "./realtime-provider";

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: { kind: string } & Record<string, unknown>) {
    act(() => this.listeners.get(data.kind)?.(new MessageEvent(data.kind, { data: JSON.stringify(data) })));
  }
}

const ME = "user-me";
const THEM = "user-them";
const CONVERSATION = "00000000-0000-4000-8000-0000000000c1";
const me: TMe = {
  user: { id: ME, email: "me@kuza.test", name: "Amina" },
  profile: {
    id: ME,
    email: "me@kuza.test",
    role: "founder",
    fullName: "Amina",
    phone: null,
    investorType: null,
    lastLoginAt: null,
  },
};
const message = (id: string, from: string, minute: number): TMessage => ({
  id,
  conversationId: CONVERSATION,
  senderId: from,
  receiverId: from === ME ? THEM : ME,
  content: `text ${id}`,
  readStatus: false,
  createdAt: new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString(),
});
const ID1 = "00000000-0000-4000-8000-000000000001";
const ID2 = "00000000-0000-4000-8000-000000000002";

function LiveFlag() {
  return <p>{useLiveStream() ? "live" : "polling"}</p>;
}

async function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(SESSION_QUERY_KEY, me);
  client.setQueryData<ThreadData>(messagingKeys.thread(CONVERSATION), {
    pages: [{ messages: [message(ID1, ME, 1)], hasMore: false }],
    pageParams: [undefined],
  });
  const conversations: TConversation[] = [
    {
      id: "00000000-0000-4000-8000-0000000000c0",
      participantId: "x",
      participantName: "Other",
      participantRole: "investor",
      participantSuspended: false,
      lastMessage: "hi",
      lastMessageTime: new Date(Date.UTC(2025, 5, 1, 12, 3)).toISOString(),
      unreadCount: 0,
    },
    {
      id: CONVERSATION,
      participantId: THEM,
      participantName: "Kofi",
      participantRole: "investor",
      participantSuspended: false,
      lastMessage: "text 1",
      lastMessageTime: new Date(Date.UTC(2025, 5, 1, 12, 1)).toISOString(),
      unreadCount: 0,
    },
  ];
  client.setQueryData<InboxData>(messagingKeys.conversationList(""), {
    pages: [{ conversations, nextCursor: null }],
    pageParams: [null],
  });
  client.setQueryData<TNotificationList>(notificationKeys.list, { notifications: [], unreadCount: 0 });
  const view = render(
    <QueryClientProvider client={client}>
      <RealtimeProvider>
        <LiveFlag />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  // The event parser loads on demand, so the stream opens a moment after the first render.
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error("no stream opened");
  return { client, source, view };
}

describe("RealtimeProvider", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ viewer: me }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens one stream for the signed-in user and stops polling once it is ready", async () => {
    const { source } = await setup();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.url).toBe("/api/events");
    expect(screen.getByText("polling")).toBeInTheDocument();
    source.emit({ kind: "ready" });
    expect(screen.getByText("live")).toBeInTheDocument();
  });

  it("puts a new message in its thread and moves its conversation to the top with one unread", async () => {
    const { client, source } = await setup();
    source.emit({ kind: "ready" });
    const incoming = message(ID2, THEM, 5);
    source.emit({
      kind: "message",
      conversationId: CONVERSATION,
      messageId: ID2,
      senderId: THEM,
      receiverId: ME,
      message: incoming,
    });
    const thread = client.getQueryData<ThreadData>(messagingKeys.thread(CONVERSATION));
    expect(threadMessages(thread).map((m) => m.id)).toEqual([ID1, ID2]);
    const list = client.getQueryData<InboxData>(messagingKeys.conversationList(""));
    expect(inboxConversations(list)[0]).toMatchObject({ id: CONVERSATION, lastMessage: `text ${ID2}`, unreadCount: 1 });
  });

  it("marks the viewer's sent messages read on a read receipt, and refetches the bell on a notification", async () => {
    const { client, source } = await setup();
    source.emit({ kind: "read", conversationId: CONVERSATION, readerId: THEM, readAt: new Date().toISOString() });
    const thread = client.getQueryData<ThreadData>(messagingKeys.thread(CONVERSATION));
    expect(threadMessages(thread)[0]?.readStatus).toBe(true);
    expect(client.getQueryState(notificationKeys.list)?.isInvalidated).toBe(false);
    source.emit({ kind: "notification", change: "created", notificationId: ID1 });
    expect(client.getQueryState(notificationKeys.list)?.isInvalidated).toBe(true);
  });

  it("ignores events that do not match the contract", async () => {
    const { client, source } = await setup();
    const before = client.getQueryData(messagingKeys.thread(CONVERSATION));
    source.emit({ kind: "message", conversationId: "not-a-uuid" });
    expect(client.getQueryData(messagingKeys.thread(CONVERSATION))).toBe(before);
  });

  it("closes the stream when the user signs out", async () => {
    const { client, source } = await setup();
    source.emit({ kind: "ready" });
    act(() => client.setQueryData(SESSION_QUERY_KEY, null));
    await waitFor(() => expect(source.closed).toBe(true));
    expect(screen.getByText("polling")).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
