import { MESSAGING_MESSAGES as M, MESSAGE_MAX_LENGTH } from "@domain/constants/messaging";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, messages, notifications } from "../../db/schema";
import { expectErrorBody, registerFounder, registerInvestor } from "../../testing/accounts";
import { founder, investor, pair, send } from "../../testing/messaging";
import { createClient, createTestApp, MISSING_ID } from "../../testing/test-app";

// Messages in a conversation: who may read and send, content rules, paging, read marking and
// the send rate limit.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("messages", () => {
  it("only participants read, send or mark a conversation; others get 404 and nothing changes", async () => {
    const { f, conversationId } = await pair(t);
    await send(f, conversationId, "private");
    const stranger = await investor(t);
    const thread = await stranger.client.get(`/api/conversations/${conversationId}/messages`);
    expect(thread.status).toBe(404);
    expectErrorBody(thread.json, "NOT_FOUND");
    const post = await stranger.client.post(`/api/conversations/${conversationId}/messages`, { content: "hi" });
    expect(post.status).toBe(404);
    const read = await stranger.client.post(`/api/conversations/${conversationId}/read`);
    expect(read.status).toBe(404);
    for (const id of [MISSING_ID, "not-a-uuid"]) {
      expect((await stranger.client.get(`/api/conversations/${id}/messages`)).status).toBe(404);
    }
    const rows = await t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.map((r) => [r.content, r.readStatus])).toEqual([["private", false]]);
    const strangerList = await stranger.client.get("/api/conversations");
    expect(strangerList.json.conversations).toEqual([]);
  });

  it("always sends as the viewer to the other participant, whatever the body says", async () => {
    const { f, i, conversationId } = await pair(t);
    const other = await founder(t);
    const res = await f.client.post(`/api/conversations/${conversationId}/messages`, {
      content: "  spoof?  ",
      senderId: i.id,
      receiverId: other.id,
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatchObject({ senderId: f.id, receiverId: i.id, content: "spoof?", readStatus: false });
  });

  it("trims content and refuses empty, whitespace-only and too long content", async () => {
    const { f, conversationId } = await pair(t);
    for (const content of ["", "   ", "\n\t "]) {
      const res = await f.client.post(`/api/conversations/${conversationId}/messages`, { content });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(M.contentRequired);
    }
    const long = await f.client.post(`/api/conversations/${conversationId}/messages`, {
      content: "x".repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect(long.json.error.message).toBe(M.contentTooLong);
    const multi = await send(f, conversationId, "\n line one\nline two \n");
    expect(multi.content).toBe("line one\nline two");
    expect(await t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(1);
  });

  it("sets the conversation's last message in the same write", async () => {
    const { i, conversationId } = await pair(t);
    const message = await send(i, conversationId, "latest");
    const [row] = await t.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row?.lastMessageId).toBe(message.id);
    expect(row?.lastMessageAt?.toISOString()).toBe(message.createdAt);
  });

  it("lists oldest first, the latest N, and pages back with before", async () => {
    const { f, i, conversationId } = await pair(t);
    for (let n = 1; n <= 7; n += 1) await send(n % 2 ? f : i, conversationId, `m${n}`);
    const url = `/api/conversations/${conversationId}/messages`;
    const all = await i.client.get(url);
    expect(all.json.messages.map((m: { content: string }) => m.content)).toEqual([
      "m1",
      "m2",
      "m3",
      "m4",
      "m5",
      "m6",
      "m7",
    ]);
    expect(all.json.hasMore).toBe(false);
    const latest = await i.client.get(`${url}?limit=3`);
    expect(latest.json.messages.map((m: { content: string }) => m.content)).toEqual(["m5", "m6", "m7"]);
    expect(latest.json.hasMore).toBe(true);
    const older = await i.client.get(`${url}?limit=3&before=${latest.json.messages[0].id}`);
    expect(older.json.messages.map((m: { content: string }) => m.content)).toEqual(["m2", "m3", "m4"]);
    const oldest = await i.client.get(`${url}?limit=3&before=${older.json.messages[0].id}`);
    expect(oldest.json).toMatchObject({ hasMore: false, messages: [expect.objectContaining({ content: "m1" })] });
    expect((await i.client.get(`${url}?limit=0`)).status).toBe(400);
    expect((await i.client.get(`${url}?before=nope`)).status).toBe(400);
  });
});

describe("unread counts and read marking", () => {
  it("marks only what I received as read, and tells me how many", async () => {
    const { f, i, conversationId } = await pair(t);
    await send(f, conversationId, "one");
    await send(f, conversationId, "two");
    await send(i, conversationId, "mine");
    expect((await i.client.get("/api/messages/unread-count")).json.unreadCount).toBe(2);
    expect((await f.client.get("/api/messages/unread-count")).json.unreadCount).toBe(1);

    const read = await i.client.post(`/api/conversations/${conversationId}/read`);
    expect(read.status).toBe(200);
    expect(read.json.updated).toBe(2);
    expect((await i.client.post(`/api/conversations/${conversationId}/read`)).json.updated).toBe(0);

    expect((await i.client.get("/api/messages/unread-count")).json.unreadCount).toBe(0);
    const rows = await t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(Object.fromEntries(rows.map((r) => [r.content, r.readStatus]))).toEqual({
      one: true,
      two: true,
      mine: false,
    });
    const [conversation] = (await i.client.get("/api/conversations")).json.conversations;
    expect(conversation.unreadCount).toBe(0);
    expect((await f.client.get("/api/conversations")).json.conversations[0].unreadCount).toBe(1);
  });

  it("keeps one unread New message notification per conversation, read when the conversation is", async () => {
    const { f, i, conversationId } = await pair(t);
    await send(f, conversationId, "one");
    await send(f, conversationId, "two");
    const unread = async () =>
      t.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, i.id))
        .then((rows) => rows.filter((r) => !r.read));
    const rows = await unread();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: "message",
      title: "New message",
      description: "Amina Founder sent you a message",
      link: `/messages?contact=${encodeURIComponent(f.id)}`,
      dedupeKey: `conversation:${conversationId}`,
    });
    await i.client.post(`/api/conversations/${conversationId}/read`);
    expect(await unread()).toHaveLength(0);
    await send(f, conversationId, "three");
    expect(await unread()).toHaveLength(1);
    // The sender gets none for their own messages.
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, f.id))).toEqual([]);
  });
});

describe("the send rate limit", () => {
  it("answers 429 in the API's error shape past the limit, per user", async () => {
    const limited = await createTestApp({ rateLimit: "off", env: { MESSAGE_RATE_LIMIT: "3" } });
    try {
      const f = createClient(limited.app);
      const i = createClient(limited.app);
      await registerFounder(f);
      const inv = await registerInvestor(i);
      const { conversation } = (await f.post("/api/conversations", { participantId: inv.id })).json;
      const url = `/api/conversations/${conversation.id}/messages`;
      const statuses = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await f.post(url, { content: `m${n}` })).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await f.post(url, { content: "again" });
      expect(refused.status).toBe(429);
      expectErrorBody(refused.json, "RATE_LIMITED");
      expect(refused.json.error.message).toBe(M.tooFast);
      // The other user is not affected.
      expect((await i.post(url, { content: "still fine" })).status).toBe(201);
      const stored = await limited.deps.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
      expect(stored).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});
