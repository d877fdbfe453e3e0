import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../modules/notifications/notify";
import { registerFounder, registerInvestor } from "../testing/accounts";
import { openEventStream } from "../testing/events";
import { createClient, createTestApp } from "../testing/test-app";

// Two server processes on one database both deliver: an event published by one reaches the
// streams held by the other, through NOTIFY and each process's own LISTEN.
//
// What each run proves:
// - PostgreSQL (TEST_DATABASE_URL set): app A and app B each open their own pool and their own
//   LISTEN connection to the same database, exactly as two processes would; the event crosses
//   from A's connection to B's through the server. This is the two-process guarantee.
// - Embedded PGlite (one process by nature: the data dir is locked to one server): both apps
//   share the one instance, each with its own hub and its own listener, so this run proves the
//   fan-out code path (publish in A, delivery by B's hub), not a second process.

let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  a = await createTestApp({ rateLimit: "off" });
  b = await createTestApp({ rateLimit: "off", sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("two server processes on one database", () => {
  it("run as separate apps with separate hubs (and separate connections on PostgreSQL)", () => {
    expect(b.deps.realtime).not.toBe(a.deps.realtime);
    if (a.deps.database.kind === "postgres") {
      expect(b.deps.database).not.toBe(a.deps.database);
      expect(b.deps.env.DATABASE_URL).toBe(a.deps.env.DATABASE_URL);
    } else {
      expect(b.deps.database).toBe(a.deps.database);
    }
  });

  it("a notification written by one reaches a stream held by the other", async () => {
    const onB = createClient(b.app);
    const receiver = await registerFounder(onB);
    const opened = await openEventStream(b.app, onB);
    if (!opened.stream) throw new Error(`no stream: ${opened.status}`);
    await opened.stream.next((e) => e.event === "ready");

    const written = await notify(a.deps.db, {
      userId: receiver.id,
      key: "investment.new",
      params: { investor: "Ama", amount: 5000, campaign: "Seed" },
      dedupeKey: "investment:cross-process",
    });
    const event = await opened.stream.next((e) => e.event === "notification");
    expect(event.json).toEqual({ kind: "notification", change: "created", notificationId: written.id });
    // And the row is there for B's API to answer the refetch.
    const list = await onB.get("/api/notifications");
    expect(list.json.notifications[0]).toMatchObject({ id: written.id, title: "New investment" });
    await opened.stream.close();
  });

  it("a message sent through one reaches the receiver's stream on the other, and the read receipt comes back", async () => {
    const onA = createClient(a.app);
    const onB = createClient(b.app);
    const sender = await registerInvestor(onA);
    const receiver = await registerFounder(onB);
    const [receiverStream, senderStream] = await Promise.all([
      openEventStream(b.app, onB),
      openEventStream(a.app, onA),
    ]);
    if (!receiverStream.stream || !senderStream.stream) throw new Error("no stream");
    await receiverStream.stream.next((e) => e.event === "ready");
    await senderStream.stream.next((e) => e.event === "ready");

    const { conversation } = (await onA.post("/api/conversations", { participantId: receiver.id })).json;
    const sent = await onA.post(`/api/conversations/${conversation.id}/messages`, { content: "across processes" });
    expect(sent.status).toBe(201);
    const message = await receiverStream.stream.next((e) => e.event === "message");
    expect(message.json).toMatchObject({ senderId: sender.id, message: { content: "across processes" } });

    expect((await onB.post(`/api/conversations/${conversation.id}/read`)).json.updated).toBe(1);
    const receipt = await senderStream.stream.next((e) => e.event === "read");
    expect(receipt.json).toMatchObject({ conversationId: conversation.id, readerId: receiver.id });
    // Each stream heard the message exactly once, with the same event id.
    expect(senderStream.stream.received.filter((e) => e.event === "message").map((e) => e.id)).toEqual([message.id]);
    expect(receiverStream.stream.received.filter((e) => e.event === "message").map((e) => e.id)).toEqual([message.id]);
    await receiverStream.stream.close();
    await senderStream.stream.close();
  });
});
