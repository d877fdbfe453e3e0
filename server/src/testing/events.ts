import type { createClient, createTestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

type Client = ReturnType<typeof createClient>;
type TestApp = Awaited<ReturnType<typeof createTestApp>>["app"];

export type SseEvent = { id?: string; event?: string; data: string; json: unknown };

/**
 * Opens GET /api/events as the client's user (through app.request, no socket) and reads it as
 * a browser would: `next` waits for the next event matching a predicate; comments (heartbeats)
 * are counted, not returned.
 */
export async function openEventStream(app: TestApp, client: Client, headers: Record<string, string> = {}) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await app.request("/api/events", { headers: { origin: TEST_ORIGIN, cookie, ...headers } });
  if (res.status !== 200 || !res.body) {
    return { status: res.status, headers: res.headers, body: await res.text(), stream: null } as const;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: SseEvent[] = [];
  let comments = 0;
  let buffer = "";
  let ended = false;
  const waiting: { wake: (() => void) | null } = { wake: null };

  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let split = buffer.indexOf("\n\n");
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event = parseBlock(block);
          if (event) received.push(event);
          else if (block.startsWith(":")) comments += 1;
          split = buffer.indexOf("\n\n");
        }
        waiting.wake?.();
      }
    } catch {
      // cancelled
    } finally {
      ended = true;
      waiting.wake?.();
    }
  })();

  let cursor = 0;
  async function next(predicate: (e: SseEvent) => boolean = () => true, timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursor < received.length) {
        const event = received[cursor++] as SseEvent;
        if (predicate(event)) return event;
      }
      if (ended) throw new Error(`stream ended before the expected event (${JSON.stringify(received)})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(received)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.wake = () => {
          clearTimeout(timer);
          waiting.wake = null;
          resolve();
        };
      });
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    body: null,
    stream: {
      next,
      /** Every event read so far (including those `next` skipped). */
      received,
      comments: () => comments,
      ended: () => ended,
      /** Waits (up to timeoutMs) for the server to end the stream. */
      waitEnd: async (timeoutMs = 5_000) => {
        const deadline = Date.now() + timeoutMs;
        while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        return ended;
      },
      close: () => reader.cancel().catch(() => {}),
    },
  } as const;
}

function parseBlock(block: string): SseEvent | null {
  const lines = block.split("\n");
  const data: string[] = [];
  let id: string | undefined;
  let event: string | undefined;
  for (const line of lines) {
    if (line.startsWith("data: ")) data.push(line.slice(6));
    else if (line.startsWith("id: ")) id = line.slice(4);
    else if (line.startsWith("event: ")) event = line.slice(7);
  }
  if (data.length === 0) return null;
  const text = data.join("\n");
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { id, event, data: text, json };
}
