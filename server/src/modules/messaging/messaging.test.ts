import { MESSAGING_MESSAGES as M, MESSAGE_MAX_LENGTH, PARTICIPANT_NAME_FALLBACKS } from "@domain/constants/messaging";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, founders, investors, messages, notifications, profiles } from "../../db/schema";
import {
  expectErrorBody,
  GOOD_PASSWORD,
  registerFounder,
  registerInvestor,
  signIn,
  uniqueEmail,
} from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";
import { ensureAdmin } from "../accounts/accounts.service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function founder(overrides: Parameters<typeof registerFounder>[1] = {}) {
  const client = createClient(t.app);
  const profile = await registerFounder(client, overrides);
  return { client, profile, id: profile.id };
}

async function investor(overrides: Parameters<typeof registerInvestor>[1] = {}) {
  const client = createClient(t.app);
  const profile = await registerInvestor(client, overrides);
  return { client, profile, id: profile.id };
}

async function admin() {
  const email = uniqueEmail("admin");
  const { profile } = await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD, fullName: "Zawadi Admin" });
  const client = createClient(t.app);
  expect((await signIn(client, email, GOOD_PASSWORD)).status).toBe(200);
  return { client, profile, id: profile.id };
}

type Party = Awaited<ReturnType<typeof founder>>;

/** A founder and an investor with a conversation between them. */
async function pair() {
  const f = await founder();
  const i = await investor();
  const res = await i.client.post("/api/conversations", { participantId: f.id });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { f, i, conversationId: res.json.conversation.id as string };
}

async function send(from: Party, conversationId: string, content: string) {
  const res = await from.client.post(`/api/conversations/${conversationId}/messages`, { content });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.message;
}

describe("starting a conversation", () => {
  it("answers 401 signed out", async () => {
    const res = await createClient(t.app).post("/api/conversations", { participantId: "x" });
    expect(res.status).toBe(401);
  });

  it("creates one conversation per pair, whichever side starts it (201, then 200)", async () => {
    const f = await founder({ fullName: "Amina Wanjiru" });
    const i = await investor({ fullName: "Kofi Mensah" });
    const first = await i.client.post("/api/conversations", { participantId: f.id });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      created: true,
      conversation: {
        participantId: f.id,
        participantName: "Amina Wanjiru",
        participantRole: "founder",
        lastMessage: null,
        lastMessageTime: null,
        unreadCount: 0,
      },
    });
    const again = await i.client.post("/api/conversations", { participantId: f.id });
    expect(again.status).toBe(200);
    expect(again.json.created).toBe(false);
    const reverse = await f.client.post("/api/conversations", { participantId: i.id });
    expect(reverse.status).toBe(200);
    expect(reverse.json.conversation).toMatchObject({
      id: first.json.conversation.id,
      participantId: i.id,
      participantName: "Kofi Mensah",
      participantRole: "investor",
    });
  });

  it("makes one row when both sides start at the same moment", async () => {
    const f = await founder();
    const i = await investor();
    const answers = await Promise.all([
      i.client.post("/api/conversations", { participantId: f.id }),
      f.client.post("/api/conversations", { participantId: i.id }),
      i.client.post("/api/conversations", { participantId: f.id }),
      f.client.post("/api/conversations", { participantId: i.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.conversation.id)).size).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, answers[0]?.json.conversation.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses yourself (400), unknown users (404) and same-role pairs (403)", async () => {
    const f = await founder();
    const other = await founder();
    const i = await investor();
    const otherInvestor = await investor();

    const self = await f.client.post("/api/conversations", { participantId: f.id });
    expect(self.status).toBe(400);
    expect(self.json.error.message).toBe(M.notYourself);

    const missing = await f.client.post("/api/conversations", { participantId: "no-such-user" });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe(M.participantNotFound);

    const empty = await f.client.post("/api/conversations", { participantId: "  " });
    expect(empty.status).toBe(400);
    expectErrorBody(empty.json, "VALIDATION_FAILED");

    for (const [from, to] of [
      [f, other],
      [i, otherInvestor],
    ] as const) {
      const res = await from.client.post("/api/conversations", { participantId: to.id });
      expect(res.status).toBe(403);
      expect(res.json.error).toMatchObject({ code: "FORBIDDEN", message: M.sameRole });
    }
    expect(await t.deps.db.select().from(conversations).where(eq(conversations.participant1Id, f.id))).toEqual([]);
  });

  it("lets an admin message anyone and anyone message an admin", async () => {
    const a = await admin();
    const f = await founder();
    const i = await investor();
    expect((await a.client.post("/api/conversations", { participantId: f.id })).status).toBe(201);
    const res = await i.client.post("/api/conversations", { participantId: a.id });
    expect(res.status).toBe(201);
    expect(res.json.conversation).toMatchObject({
      participantName: PARTICIPANT_NAME_FALLBACKS.admin,
      participantRole: "admin",
    });
  });
});

describe("the conversation list", () => {
  it("orders by last message, shows the last message and my unread count, in display form", async () => {
    const i = await investor();
    const f1 = await founder({ fullName: "Older Founder" });
    const f2 = await founder({ fullName: "Newer Founder" });
    const f3 = await founder({ fullName: "Silent Founder" });
    const c1 = (await i.client.post("/api/conversations", { participantId: f1.id })).json.conversation.id;
    const c2 = (await i.client.post("/api/conversations", { participantId: f2.id })).json.conversation.id;
    await i.client.post("/api/conversations", { participantId: f3.id });
    await send(f1, c1, "first from f1");
    await send(f1, c1, "second from f1");
    await send(f2, c2, "hello from f2");
    await send(i, c2, "my reply to f2");

    const list = await i.client.get("/api/conversations");
    expect(list.status).toBe(200);
    expect(
      list.json.conversations.map((c: { participantName: string; lastMessage: string; unreadCount: number }) => [
        c.participantName,
        c.lastMessage,
        c.unreadCount,
      ]),
    ).toEqual([
      ["Newer Founder", "my reply to f2", 1],
      ["Older Founder", "second from f1", 2],
      ["Silent Founder", null, 0],
    ]);
    expect(Date.parse(list.json.conversations[0].lastMessageTime)).toBeGreaterThan(Date.now() - 60_000);

    // The other side of one of them: the investor's reply is unread there.
    const f2List = await f2.client.get("/api/conversations");
    expect(f2List.json.conversations).toEqual([
      expect.objectContaining({ id: c2, participantId: i.id, participantRole: "investor", unreadCount: 1 }),
    ]);
  });

  it("searches by participant name, case-insensitively, with % and _ taken literally", async () => {
    const i = await investor();
    const a = await founder({ fullName: "Chidi Okafor" });
    const b = await founder({ fullName: "Wanjiku 100% Mwangi" });
    await i.client.post("/api/conversations", { participantId: a.id });
    await i.client.post("/api/conversations", { participantId: b.id });
    const names = async (q: string) =>
      (await i.client.get(`/api/conversations?search=${encodeURIComponent(q)}`)).json.conversations.map(
        (c: { participantName: string }) => c.participantName,
      );
    expect(await names("okaf")).toEqual(["Chidi Okafor"]);
    expect(await names("100%")).toEqual(["Wanjiku 100% Mwangi"]);
    expect(await names("%")).toEqual(["Wanjiku 100% Mwangi"]);
    expect(await names("_")).toEqual([]);
    expect((await names("")).length).toBe(2);
  });

  it("falls back to the spec's names: role profile name, account name, then Unknown Investor / Founder", async () => {
    const f = await founder({ fullName: "Account Name" });
    const i = await investor({ fullName: "Investor Account" });
    const a = await admin();
    await t.deps.db.insert(founders).values({ userId: f.id, fullName: "Founder Profile Name" });
    await a.client.post("/api/conversations", { participantId: f.id });
    await a.client.post("/api/conversations", { participantId: i.id });
    const read = async () =>
      Object.fromEntries(
        (await a.client.get("/api/conversations")).json.conversations.map(
          (c: { participantId: string; participantName: string }) => [c.participantId, c.participantName],
        ),
      );
    expect(await read()).toMatchObject({ [f.id]: "Founder Profile Name", [i.id]: "Investor Account" });

    await t.deps.db.update(founders).set({ fullName: " " }).where(eq(founders.userId, f.id));
    await t.deps.db.update(profiles).set({ fullName: "" }).where(eq(profiles.id, f.id));
    await t.deps.db.update(profiles).set({ fullName: "" }).where(eq(profiles.id, i.id));
    await t.deps.db.delete(investors).where(eq(investors.userId, i.id));
    expect(await read()).toMatchObject({
      [f.id]: PARTICIPANT_NAME_FALLBACKS.founder,
      [i.id]: PARTICIPANT_NAME_FALLBACKS.investor,
    });
  });
});

describe("messages", () => {
  it("only participants read, send or mark a conversation; others get 404 and nothing changes", async () => {
    const { f, conversationId } = await pair();
    await send(f, conversationId, "private");
    const stranger = await investor();
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
    const { f, i, conversationId } = await pair();
    const other = await founder();
    const res = await f.client.post(`/api/conversations/${conversationId}/messages`, {
      content: "  spoof?  ",
      senderId: i.id,
      receiverId: other.id,
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatchObject({ senderId: f.id, receiverId: i.id, content: "spoof?", readStatus: false });
  });

  it("trims content and refuses empty, whitespace-only and too long content", async () => {
    const { f, conversationId } = await pair();
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
    const { i, conversationId } = await pair();
    const message = await send(i, conversationId, "latest");
    const [row] = await t.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row?.lastMessageId).toBe(message.id);
    expect(row?.lastMessageAt?.toISOString()).toBe(message.createdAt);
  });

  it("lists oldest first, the latest N, and pages back with before", async () => {
    const { f, i, conversationId } = await pair();
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
    const { f, i, conversationId } = await pair();
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
    const { f, i, conversationId } = await pair();
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
