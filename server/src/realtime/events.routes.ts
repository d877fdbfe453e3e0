import { randomUUID } from "node:crypto";
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS, REALTIME_TIMEOUT_MS } from "@domain/constants/realtime";
import { createRoute } from "@hono/zod-openapi";
import { m } from "@i18n/messages";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppDeps } from "../app-env";
import { requireViewer } from "../auth/guards";
import { errorBody } from "../lib/errors";
import { createRouter, errorResponses } from "../lib/openapi";

/**
 * A stream is closed by the server after this long (give or take a minute, so a fleet of
 * browsers does not reconnect at once): the reconnect checks the session again, so a signed-out
 * or expired session stops hearing events.
 */
const STREAM_MAX_AGE_MS = 15 * 60_000;
const STREAM_MAX_AGE_JITTER_MS = 60_000;

const events = createRoute({
  method: "get",
  path: "/api/events",
  tags: ["realtime"],
  summary: "The signed-in user's live events (Server-Sent Events): message, read, notification",
  description:
    "Every event has an id; `data` is one JSON object whose `kind` equals the event name. A comment line is sent every 30 s. See docs/api/messaging.md.",
  responses: {
    200: { description: "text/event-stream", content: { "text/event-stream": { schema: z.string() } } },
    503: { description: "Live events are not available right now; poll instead" },
    ...errorResponses(401),
  },
});

export function eventsRoutes(deps: AppDeps) {
  const { realtime } = deps;
  return createRouter().openapi(events, async (c) => {
    const viewer = requireViewer(c);
    if (!(await realtime.whenListening(REALTIME_TIMEOUT_MS))) {
      return c.json(errorBody("UNAVAILABLE", m.server_liveUpdatesUnavailable()), 503) as never;
    }
    // Tells proxies such as nginx not to buffer the stream.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const subscriber = realtime.subscribe(viewer.user.id, async (text) => {
        await stream.write(text);
      });
      if (!subscriber) return; // shutting down: the stream ends at once and the browser retries elsewhere
      stream.onAbort(() => subscriber.close());
      // Subscribed before `ready`, so an event published after the client saw `ready` is never missed.
      subscriber.send(`retry: ${REALTIME_RECONNECT_DELAYS_MS[0]}\n\n`);
      subscriber.send(`id: ${randomUUID()}\nevent: ready\ndata: {"kind":"ready"}\n\n`);
      // A named event, not an SSE comment: EventSource never surfaces comments, and the browser's
      // watchdog needs to hear something to tell a quiet stream from a dead one.
      const heartbeat = setInterval(
        () => subscriber.send('event: heartbeat\ndata: {"kind":"heartbeat"}\n\n'),
        REALTIME_HEARTBEAT_MS,
      );
      const maxAge = setTimeout(subscriber.close, STREAM_MAX_AGE_MS + Math.random() * STREAM_MAX_AGE_JITTER_MS);
      try {
        await subscriber.closed;
      } finally {
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        subscriber.close();
      }
    }) as never;
  });
}
