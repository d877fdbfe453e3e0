import { MESSAGE_MAX_LENGTH } from "@domain/constants/messaging";
import { ZRealtimeEventSchema } from "@domain/schemas/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../modules/notifications/notify";
import { registerFounder, registerInvestor } from "../testing/accounts";
import { openEventStream, type SseEvent } from "../testing/events";
import { createClient, createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Client = ReturnType<typeof createClient>;

async function pair() {
  const founder = createClient(t.app);
  const investor = createClient(t.app);
  const f = await registerFounder(founder);
  const i = await registerInvestor(investor);
  const started = await investor.post("/api/conversations", { participantId: f.id });
  return { founder, investor, f, i, conversationId: started.json.conversation.id as string };
}

async function stream(client: Client) {
  const opened = await openEventStream(t.app, client);
  expect(opened.status).toBe(200);
  if (!opened.stream) throw new Error("no stream");
  expect(opened.headers.get("content-type")).toContain("text/event-stream");
  const ready = await opened.stream.next((e) => e.event === "ready");
  expect(ready.json).toEqual({ kind: "ready" });
  return opened.stream;
}

const kind = (k: string) => (e: SseEvent) => e.event === k;

describe("GET /api/events", () => {
  it("answers 401 signed out", async () => {
    const opened = await openEventStream(t.app, createClient(t.app));
    expect(opened.status).toBe(401);
  });

  it("delivers a new message and its notification to the receiver, and the message to the sender's tabs", async () => {
    const { founder, investor, f, i, conversationId } = await pair();
    const stranger = createClient(t.app);
    await registerInvestor(stranger);
    const [receiver, senderTab, strangerStream] = await Promise.all([
      stream(founder),
      stream(investor),
      stream(stranger),
    ]);

    const sent = await investor.post(`/api/conversations/${conversationId}/messages`, { content: "Hello live" });
    expect(sent.status).toBe(201);

    const message = await receiver.next(kind("message"));
    expect(message.id).toMatch(/^[\w-]+$/);
    expect(ZRealtimeEventSchema.parse(message.json)).toEqual({
      kind: "message",
      conversationId,
      messageId: sent.json.message.id,
      senderId: i.id,
      receiverId: f.id,
      message: sent.json.message,
    });
    const notification = await receiver.next(kind("notification"));
    expect(notification.json).toMatchObject({ kind: "notification", change: "created" });
    expect((await senderTab.next(kind("message"))).id).toBe(message.id);

    // The sender hears no notification, and someone else hears nothing at all.
    const other = await investor.post(`/api/conversations/${conversationId}/messages`, { content: "second" });
    await senderTab.next(
      (e) => e.event === "message" && (e.json as { messageId: string }).messageId === other.json.message.id,
    );
    expect(senderTab.received.filter(kind("notification"))).toEqual([]);
    expect(strangerStream.received.filter((e) => e.event !== "ready")).toEqual([]);
    for (const s of [receiver, senderTab, strangerStream]) await s.close();
  });

  it("sends the sender a read receipt when the receiver opens the conversation", async () => {
    const { founder, investor, f, conversationId } = await pair();
    const senderStream = await stream(investor);
    await investor.post(`/api/conversations/${conversationId}/messages`, { content: "read me" });
    const read = await founder.post(`/api/conversations/${conversationId}/read`);
    expect(read.json.updated).toBe(1);
    const receipt = await senderStream.next(kind("read"));
    expect(receipt.json).toMatchObject({ kind: "read", conversationId, readerId: f.id });
    expect(Date.parse((receipt.json as { readAt: string }).readAt)).not.toBeNaN();
    await senderStream.close();
  });

  it("leaves a message too large for a NOTIFY payload out, keeping the ids", async () => {
    const { founder, investor, conversationId } = await pair();
    const receiver = await stream(founder);
    const content = "ж".repeat(MESSAGE_MAX_LENGTH); // 2 bytes each: 10 000 bytes
    const sent = await investor.post(`/api/conversations/${conversationId}/messages`, { content });
    expect(sent.status).toBe(201);
    const event = await receiver.next(kind("message"));
    expect(event.json).toEqual({
      kind: "message",
      conversationId,
      messageId: sent.json.message.id,
      senderId: sent.json.message.senderId,
      receiverId: sent.json.message.receiverId,
    });
    await receiver.close();
  });

  it("delivers notifications from notify() and read changes to every tab of the user", async () => {
    const client = createClient(t.app);
    const me = await registerFounder(client);
    const [tab1, tab2] = await Promise.all([stream(client), stream(client)]);
    const interest = { key: "dueDiligence.interest", params: { investor: "Ama", business: "Kobo" } } as const;
    const created = await notify(t.deps.db, { userId: me.id, ...interest });
    for (const tab of [tab1, tab2]) {
      expect((await tab.next(kind("notification"))).json).toEqual({
        kind: "notification",
        change: "created",
        notificationId: created.id,
      });
    }
    await client.post(`/api/notifications/${created.id}/read`);
    expect((await tab1.next(kind("notification"))).json).toMatchObject({ change: "read", notificationId: created.id });
    await notify(t.deps.db, { userId: me.id, ...interest });
    await client.post("/api/notifications/read-all");
    expect(
      (await tab2.next((e) => e.event === "notification" && (e.json as { change: string }).change === "read")).json,
    ).toMatchObject({
      notificationId: created.id,
    });
    expect(
      (await tab2.next((e) => e.event === "notification" && (e.json as { change: string }).change === "read")).json,
    ).toEqual({
      kind: "notification",
      change: "read",
      notificationId: null,
    });
    const ids = tab2.received.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    await tab1.close();
    await tab2.close();
  });

  it("forgets a stream whose reader went away", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const before = t.deps.realtime.stats().streams;
    const s = await stream(client);
    expect(t.deps.realtime.stats().streams).toBe(before + 1);
    await s.close();
    await expect.poll(() => t.deps.realtime.stats().streams).toBe(before);
  });
});

describe("shutting down", () => {
  it("closes open streams when draining starts and ends new ones at once", async () => {
    const own = await createTestApp({ rateLimit: "off" });
    try {
      const client = createClient(own.app);
      await registerFounder(client);
      const opened = await openEventStream(own.app, client);
      if (!opened.stream) throw new Error("no stream");
      await opened.stream.next(kind("ready"));
      own.startDraining();
      expect(await opened.stream.waitEnd(2_000)).toBe(true);
      const late = await openEventStream(own.app, client);
      expect(late.status).toBe(200);
      expect(await late.stream?.waitEnd(2_000)).toBe(true);
      expect(late.stream?.received).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
