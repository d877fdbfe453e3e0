import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EventSourceLike, EventStream, reconnectDelay, type StreamStatus } from "./event-stream";

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event("open"));
  }
  error() {
    this.onerror?.(new Event("error"));
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

function setup(extra: Partial<ConstructorParameters<typeof EventStream>[0]> = {}) {
  const sources: FakeSource[] = [];
  const statuses: StreamStatus[] = [];
  const events: Array<[string, unknown]> = [];
  const readies: boolean[] = [];
  const stream = new EventStream({
    url: "/api/events",
    kinds: ["message", "notification"],
    readyKind: "ready",
    onEvent: (kind, data) => events.push([kind, data]),
    onStatus: (s) => statuses.push(s),
    onReady: (reconnected) => readies.push(reconnected),
    create: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    ...extra,
  });
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error("no source opened");
    return source;
  };
  return { stream, sources, statuses, events, readies, last };
}

describe("reconnectDelay", () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 5_000],
    [4, 10_000],
    [5, 10_000],
    [50, 10_000],
  ])("attempt %i waits %i ms", (attempt, ms) => {
    expect(reconnectDelay(attempt)).toBe(ms);
  });

  it("treats attempt 0 or less as the first", () => {
    expect(reconnectDelay(0)).toBe(1_000);
    expect(reconnectDelay(-3)).toBe(1_000);
  });
});

describe("EventStream", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is open only once the server says ready, and hands on parsed events", () => {
    const { stream, statuses, events, readies, last } = setup();
    stream.start();
    expect(stream.status).toBe("connecting");
    last().open();
    expect(stream.status).toBe("connecting");
    last().emit("ready", '{"kind":"ready"}');
    expect(stream.status).toBe("open");
    expect(readies).toEqual([false]);
    last().emit("message", '{"kind":"message","conversationId":"c"}');
    last().emit("notification", "not json");
    expect(events).toEqual([["message", { kind: "message", conversationId: "c" }]]);
    expect(statuses).toEqual(["connecting", "open"]);
  });

  it("reconnects after 1, 2, 5, then every 10 s, and starts counting again once ready", () => {
    const { stream, sources, last, readies } = setup();
    stream.start();
    const waits = [1_000, 2_000, 5_000, 10_000, 10_000];
    for (const wait of waits) {
      const failed = last();
      failed.error();
      expect(failed.closed).toBe(true);
      const count = sources.length;
      vi.advanceTimersByTime(wait - 1);
      expect(sources).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(sources).toHaveLength(count + 1);
    }
    last().emit("ready", "{}");
    expect(readies).toEqual([false]);
    last().error();
    vi.advanceTimersByTime(1_000);
    last().emit("ready", "{}");
    expect(readies).toEqual([false, true]);
    expect(stream.status).toBe("open");
  });

  it("stop() closes the source, cancels a pending retry and ignores the old source", () => {
    const { stream, sources, events, last } = setup();
    stream.start();
    const first = last();
    first.emit("ready", "{}");
    first.error();
    stream.stop();
    expect(stream.status).toBe("closed");
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    first.emit("message", "{}");
    expect(events).toEqual([]);
  });

  it("start() twice opens one source", () => {
    const { stream, sources } = setup();
    stream.start();
    stream.start();
    expect(sources).toHaveLength(1);
  });

  it("without a ready event, counts as open when the connection opens", () => {
    const { stream, last, readies } = setup({ readyKind: undefined });
    stream.start();
    last().open();
    expect(stream.status).toBe("open");
    expect(readies).toEqual([false]);
  });

  it("reconnects after 40 s of silence once a heartbeat event has been heard, never before", () => {
    const { stream, sources, last } = setup({ heartbeatKind: "heartbeat" });
    stream.start();
    last().emit("ready", "{}");
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
    last().emit("heartbeat", "{}");
    vi.advanceTimersByTime(39_999);
    last().emit("heartbeat", "{}");
    vi.advanceTimersByTime(39_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stream.status).toBe("connecting");
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(2);
  });

  it("reports each failure so the caller can check the session", () => {
    const onFailure = vi.fn();
    const { stream, last } = setup({ onFailure });
    stream.start();
    last().error();
    vi.advanceTimersByTime(1_000);
    last().error();
    expect(onFailure.mock.calls).toEqual([[1], [2]]);
  });
});
