import { ZRealtimeEventSchema } from "@domain/schemas/realtime";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../lib/logger";
import { type Envelope, REALTIME_CHANNEL } from "./publish";

// One LISTEN per server process; every open event stream of a user in this process hears the
// events addressed to that user. Events published by any process on the same database arrive
// here through NOTIFY, including this process's own: there is one delivery path. A control
// payload on the same channel (endStreamsOf, sent by a ban) ends a user's streams everywhere.

/**
 * Re-LISTEN attempts after the connection is lost, the last repeating: short, so live delivery is
 * back within about a second of the database (one cheap connection attempt a second meanwhile).
 * The browsers' own reconnect delays (REALTIME_RECONNECT_DELAYS_MS) are longer, and spread out.
 */
const LISTEN_RETRY_DELAYS_MS = [250, 500, 1_000] as const;

/** A stream whose reader falls this far behind is closed; its browser reconnects and refetches. */
const MAX_PENDING_WRITES = 500;

type Subscriber = {
  /** Queues raw SSE text (an event or a comment) for this stream, in order. */
  send: (text: string) => void;
  /** Resolves when the hub closes the stream (draining, lost LISTEN, slow reader) or close() is called. */
  closed: Promise<void>;
  close: () => void;
};

export type RealtimeHub = {
  /** True once LISTEN runs; waits up to timeoutMs for it (false when it does not come). */
  whenListening: (timeoutMs: number) => Promise<boolean>;
  /** Attaches a stream for a user; null while draining (the caller ends the stream at once). */
  subscribe: (userId: string, write: (text: string) => Promise<void>) => Subscriber | null;
  /** Shutdown, step 1: ends every stream and refuses new ones, so the HTTP server can close. */
  closeStreams: () => void;
  /** Shutdown, step 2: stops listening. */
  close: () => Promise<void>;
  stats: () => { listening: boolean; streams: number; users: number };
  /** Whether the user has an open event stream in this process (a message e-mail waits for nobody who reads live). */
  hasStreams: (userId: string) => boolean;
};

/** The SSE text of one envelope: `id`, `event` (the kind) and one JSON `data` line. */
export function formatSse(envelope: Envelope): string {
  return `id: ${envelope.id}\nevent: ${envelope.event.kind}\ndata: ${JSON.stringify(envelope.event)}\n\n`;
}

/** The users whose streams a control payload ends (endStreamsOf); null when it is not one. */
function parseControl(payload: string): string[] | null {
  try {
    const raw = JSON.parse(payload) as { control?: unknown; to?: unknown };
    if (raw.control !== "end_streams" || !Array.isArray(raw.to)) return null;
    return raw.to.every((u) => typeof u === "string") ? (raw.to as string[]) : null;
  } catch {
    return null;
  }
}

/** Reads a NOTIFY payload; anything malformed is dropped (and logged) rather than sent on. */
export function parseEnvelope(payload: string): Envelope | null {
  try {
    const raw = JSON.parse(payload) as { id?: unknown; to?: unknown; event?: unknown };
    if (typeof raw.id !== "string" || !/^[\w-]{1,64}$/.test(raw.id)) return null;
    if (!Array.isArray(raw.to) || !raw.to.every((u) => typeof u === "string")) return null;
    const event = ZRealtimeEventSchema.safeParse(raw.event);
    return event.success ? { id: raw.id, to: raw.to as string[], event: event.data } : null;
  } catch {
    return null;
  }
}

export async function createRealtimeHub(options: {
  database: Pick<DatabaseHandle, "listen">;
  logger: Logger;
  channel?: string;
}): Promise<RealtimeHub> {
  const { database, logger } = options;
  const channel = options.channel ?? REALTIME_CHANNEL;
  const byUser = new Map<string, Set<Subscriber>>();
  let draining = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let listening = false;
  let waiters: Array<(ok: boolean) => void> = [];
  let retryTimer: NodeJS.Timeout | undefined;

  function deliver(payload: string) {
    const endFor = parseControl(payload);
    if (endFor) {
      for (const userId of endFor) for (const subscriber of [...(byUser.get(userId) ?? [])]) subscriber.close();
      return;
    }
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      logger.warn(`realtime: dropped a malformed payload on ${channel}`);
      return;
    }
    const text = formatSse(envelope);
    for (const userId of envelope.to) {
      for (const subscriber of byUser.get(userId) ?? []) subscriber.send(text);
    }
  }

  function endAllStreams() {
    for (const set of byUser.values()) for (const subscriber of [...set]) subscriber.close();
  }

  function setListening(value: boolean) {
    listening = value;
    if (value) wakeWaiters(true);
  }

  function wakeWaiters(ok: boolean) {
    for (const wake of waiters) wake(ok);
    waiters = [];
  }

  async function start(attempt: number): Promise<void> {
    if (stopped) return;
    try {
      unlisten = await database.listen(channel, deliver, onLost);
      setListening(true);
      logger.info("realtime: listening again");
    } catch (error) {
      if (attempt === 0 && !listening) logger.warn(`realtime: LISTEN failed (${String(error)}); retrying`);
      schedule(attempt + 1);
    }
  }

  function onLost(error: Error) {
    // Events sent while nobody listens are gone: close the streams so browsers reconnect (and
    // refetch what they show), then listen again.
    logger.warn(`realtime: LISTEN connection lost (${error.message}); reconnecting`);
    unlisten = null;
    setListening(false);
    endAllStreams();
    schedule(0);
  }

  function schedule(attempt: number) {
    if (stopped) return;
    const delays = LISTEN_RETRY_DELAYS_MS;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1_000;
    retryTimer = setTimeout(() => void start(attempt), delay);
    retryTimer.unref();
  }

  // The first LISTEN is awaited so a server that cannot listen says so at start.
  unlisten = await database.listen(channel, deliver, onLost);
  setListening(true);

  return {
    whenListening: (timeoutMs) => {
      if (listening) return Promise.resolve(true);
      if (stopped) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push((ok) => {
          clearTimeout(timer);
          resolve(ok);
        });
      });
    },

    subscribe: (userId, write) => {
      if (draining || stopped) return null;
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      let pending = 0;
      let chain = Promise.resolve();
      let isClosed = false;
      let resolveClosed: () => void = () => {};
      const closed = new Promise<void>((resolve) => {
        resolveClosed = resolve;
      });
      const subscriber: Subscriber = {
        // Writes are chained per stream and never awaited by the fan-out, so one slow reader
        // delays nobody else.
        send: (text) => {
          if (isClosed) return;
          if (pending >= MAX_PENDING_WRITES) {
            logger.warn(`realtime: closing a stream of ${userId} that fell ${pending} events behind`);
            subscriber.close();
            return;
          }
          pending += 1;
          chain = chain
            .then(() => write(text))
            .catch(() => subscriber.close())
            .finally(() => {
              pending -= 1;
            });
        },
        closed,
        close: () => {
          if (isClosed) return;
          isClosed = true;
          const current = byUser.get(userId);
          current?.delete(subscriber);
          if (current && current.size === 0) byUser.delete(userId);
          resolveClosed();
        },
      };
      set.add(subscriber);
      return subscriber;
    },

    closeStreams: () => {
      draining = true;
      endAllStreams();
    },

    close: async () => {
      draining = true;
      stopped = true;
      clearTimeout(retryTimer);
      endAllStreams();
      wakeWaiters(false);
      const stop = unlisten;
      unlisten = null;
      listening = false;
      await stop?.().catch(() => {});
    },

    hasStreams: (userId) => (byUser.get(userId)?.size ?? 0) > 0,

    stats: () => {
      let streams = 0;
      for (const set of byUser.values()) streams += set.size;
      return { listening, streams, users: byUser.size };
    },
  };
}
