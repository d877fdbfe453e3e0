import { MESSAGING_MESSAGES as M, PARTICIPANT_NAME_FALLBACKS } from "@domain/constants/messaging";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, founders, investors, profiles } from "../../db/schema";
import { expectErrorBody } from "../../testing/accounts";
import { admin, founder, investor, type Party, send } from "../../testing/messaging";
import { createClient, createTestApp } from "../../testing/test-app";

// Conversations: who may start one with whom, and the list with its last messages and names.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("starting a conversation", () => {
  it("answers 401 signed out", async () => {
    const res = await createClient(t.app).post("/api/conversations", { participantId: "x" });
    expect(res.status).toBe(401);
  });

  it("creates one conversation per pair, whichever side starts it (201, then 200)", async () => {
    const f = await founder(t, { fullName: "Amina Wanjiru" });
    const i = await investor(t, { fullName: "Kofi Mensah" });
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
    const f = await founder(t);
    const i = await investor(t);
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
    const f = await founder(t);
    const other = await founder(t);
    const i = await investor(t);
    const otherInvestor = await investor(t);

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
    const a = await admin(t);
    const f = await founder(t);
    const i = await investor(t);
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
    const i = await investor(t);
    const f1 = await founder(t, { fullName: "Older Founder" });
    const f2 = await founder(t, { fullName: "Newer Founder" });
    const f3 = await founder(t, { fullName: "Silent Founder" });
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
    ]);
    expect(Date.parse(list.json.conversations[0].lastMessageTime)).toBeGreaterThan(Date.now() - 60_000);

    // The other side of one of them: the investor's reply is unread there.
    const f2List = await f2.client.get("/api/conversations");
    expect(f2List.json.conversations).toEqual([
      expect.objectContaining({ id: c2, participantId: i.id, participantRole: "investor", unreadCount: 1 }),
    ]);
  });

  it("shows a conversation in either party's list only once it has a message", async () => {
    const i = await investor(t);
    const f = await founder(t);
    // Contact Founder opens the conversation without sending anything.
    const started = await i.client.post("/api/conversations", { participantId: f.id });
    expect(started.status).toBe(201);
    const id = started.json.conversation.id;
    const listed = async (party: Pick<Party, "client">) => {
      const res = await party.client.get("/api/conversations");
      expect(res.status).toBe(200);
      return res.json.conversations.map((c: { id: string }) => c.id);
    };
    expect(await listed(i)).toEqual([]);
    expect(await listed(f)).toEqual([]);
    expect((await f.client.get(`/api/conversations?search=${encodeURIComponent(i.profile.fullName)}`)).json).toEqual({
      conversations: [],
      nextCursor: null,
    });
    // Its creator still opens it by id (or by starting it again) to send the first message.
    expect((await i.client.get(`/api/conversations/${id}/messages`)).json).toEqual({ messages: [], hasMore: false });
    expect((await i.client.post("/api/conversations", { participantId: f.id })).json.conversation.id).toBe(id);
    expect((await f.client.get("/api/messages/unread-count")).json).toEqual({ unreadCount: 0 });

    await send(i, id, "Hello, I read your pitch.");
    expect(await listed(i)).toEqual([id]);
    expect(await listed(f)).toEqual([id]);
    expect((await f.client.get("/api/messages/unread-count")).json).toEqual({ unreadCount: 1 });
  });

  it("searches by participant name, case-insensitively, with % and _ taken literally", async () => {
    const i = await investor(t);
    const a = await founder(t, { fullName: "Chidi Okafor" });
    const b = await founder(t, { fullName: "Wanjiku 100% Mwangi" });
    for (const party of [a, b]) {
      const id = (await i.client.post("/api/conversations", { participantId: party.id })).json.conversation.id;
      await send(i, id, "Hello");
    }
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
    const f = await founder(t, { fullName: "Account Name" });
    const i = await investor(t, { fullName: "Investor Account" });
    const a = await admin(t);
    await t.deps.db.insert(founders).values({ userId: f.id, fullName: "Founder Profile Name" });
    for (const party of [f, i]) {
      const id = (await a.client.post("/api/conversations", { participantId: party.id })).json.conversation.id;
      await send(a, id, "Hello from the Kuza team");
    }
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
