import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { createRealtimeHub, formatSse, parseEnvelope } from "./hub";
import { encodeEnvelope, MAX_PAYLOAD_BYTES } from "./publish";

const logger = createLogger("silent");
const ID = "0b7c5e3a-1f2d-4c5b-9a8e-7d6c5b4a3f2e";

/** A stand-in for DatabaseHandle.listen: the test sends payloads and drops the connection. */
function fakeDatabase() {
  const state = {
    listens: 0,
    onPayload: null as ((payload: string) => void) | null,
    onLost: null as ((error: Error) => void) | null,
    failNext: 0,
  };
  return {
    state,
    database: {
      listen: async (_channel: string, onPayload: (p: string) => void, onLost?: (e: Error) => void) => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          throw new Error("connection refused");
        }
        state.listens += 1;
        state.onPayload = onPayload;
        state.onLost = onLost ?? null;
        return async () => {
          state.onPayload = null;
        };
      },
    },
  };
}

const notificationEnvelope = (to: string[]) => ({
  id: "e1",
  to,
  event: { kind: "notification" as const, change: "created" as const, notificationId: ID },
});

describe("payloads", () => {
  it("formats one SSE event with id, event name and one data line", () => {
    expect(formatSse(notificationEnvelope(["u1"]))).toBe(
      `id: e1\nevent: notification\ndata: {"kind":"notification","change":"created","notificationId":"${ID}"}\n\n`,
    );
  });

  it("drops malformed payloads", () => {
    for (const payload of [
      "not json",
      "{}",
      JSON.stringify({ id: "e1", to: "u1", event: { kind: "notification", change: "created", notificationId: ID } }),
      JSON.stringify({
        id: "e\n1",
        to: ["u1"],
        event: { kind: "notification", change: "created", notificationId: ID },
      }),
      JSON.stringify({ id: "e1", to: ["u1"], event: { kind: "unknown" } }),
    ]) {
      expect(parseEnvelope(payload)).toBeNull();
    }
    expect(parseEnvelope(JSON.stringify(notificationEnvelope(["u1"])))).toEqual(notificationEnvelope(["u1"]));
  });

  it("keeps a message in the payload when it fits and leaves it out when it does not", () => {
    const message = {
      id: ID,
      conversationId: ID,
      senderId: "a",
      receiverId: "b",
      content: "hi",
      readStatus: false,
      createdAt: "2025-06-01T12:00:00.000Z",
    };
    const event = {
      kind: "message" as const,
      conversationId: ID,
      messageId: ID,
      senderId: "a",
      receiverId: "b",
      message,
    };
    expect(JSON.parse(encodeEnvelope({ id: "e", to: ["b"], event })).event.message).toEqual(message);
    const big = { ...event, message: { ...message, content: "x".repeat(MAX_PAYLOAD_BYTES) } };
    const encoded = encodeEnvelope({ id: "e", to: ["b"], event: big });
    expect(Buffer.byteLength(encoded)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(encoded).event).toEqual({
      kind: "message",
      conversationId: ID,
      messageId: ID,
      senderId: "a",
      receiverId: "b",
    });
  });
});

describe("createRealtimeHub", () => {
  it("fans an event out to every stream of each addressed user, and no one else", async () => {
    const { state, database } = fakeDatabase();
    const hub = await createRealtimeHub({ database, logger });
    const got: Record<string, string[]> = { a1: [], a2: [], b: [], c: [] };
    hub.subscribe("a", async (text) => void got.a1?.push(text));
    hub.subscribe("a", async (text) => void got.a2?.push(text));
    hub.subscribe("b", async (text) => void got.b?.push(text));
    hub.subscribe("c", async (text) => void got.c?.push(text));
    state.onPayload?.(JSON.stringify(notificationEnvelope(["a", "b"])));
    await new Promise((r) => setTimeout(r, 0));
    const expected = formatSse(notificationEnvelope(["a", "b"]));
    expect(got).toEqual({ a1: [expected], a2: [expected], b: [expected], c: [] });
    expect(hub.stats()).toMatchObject({ listening: true, streams: 4, users: 3 });
    await hub.close();
    expect(hub.stats()).toMatchObject({ listening: false, streams: 0 });
  });

  it("closes a stream that falls far behind instead of holding everything for it", async () => {
    const { state, database } = fakeDatabase();
    const hub = await createRealtimeHub({ database, logger });
    const stuck = hub.subscribe("a", () => new Promise<void>(() => {}));
    for (let n = 0; n < 600; n += 1) state.onPayload?.(JSON.stringify(notificationEnvelope(["a"])));
    await expect(
      Promise.race([stuck?.closed.then(() => "closed"), new Promise((r) => setTimeout(r, 1000))]),
    ).resolves.toBe("closed");
    await hub.close();
  });

  it("when the LISTEN connection is lost: ends the streams (browsers refetch), listens again, refuses nothing after", async () => {
    const { state, database } = fakeDatabase();
    const hub = await createRealtimeHub({ database, logger });
    const before = hub.subscribe("a", async () => {});
    state.failNext = 1; // the first retry fails too
    state.onLost?.(new Error("terminated"));
    await expect(before?.closed).resolves.toBeUndefined();
    expect(hub.stats().listening).toBe(false);
    expect(await hub.whenListening(10)).toBe(false);
    expect(await hub.whenListening(5_000)).toBe(true);
    expect(state.listens).toBe(2);
    const got: string[] = [];
    hub.subscribe("a", async (text) => void got.push(text));
    state.onPayload?.(JSON.stringify(notificationEnvelope(["a"])));
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toHaveLength(1);
    await hub.close();
  }, 15_000);

  it("refuses new streams once draining and ends the open ones", async () => {
    const { database } = fakeDatabase();
    const hub = await createRealtimeHub({ database, logger });
    const open = hub.subscribe("a", async () => {});
    hub.closeStreams();
    await expect(open?.closed).resolves.toBeUndefined();
    expect(hub.subscribe("a", async () => {})).toBeNull();
    await hub.close();
  });
});
