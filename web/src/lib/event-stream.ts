import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS, REALTIME_TIMEOUT_MS } from "@domain/constants/realtime";

// One live stream per signed-in tab (GET /api/events, docs/api/messaging.md). The browser's own
// EventSource retry knows nothing of the spec's delays and gives up for good on an error answer,
// so each failure closes the source and this module opens a new one after 1, 2, 5, then every 10 s.

/** "connecting" before the stream is ready and between attempts; "open" while events arrive; "closed" after stop(). */
export type StreamStatus = "connecting" | "open" | "closed";

/** The delay before reconnect attempt `attempt` (1 for the first after a failure): 1, 2, 5, then 10 s for ever. */
export function reconnectDelay(attempt: number, delays: readonly number[] = REALTIME_RECONNECT_DELAYS_MS): number {
  const index = Math.min(Math.max(attempt, 1), delays.length) - 1;
  return delays[index] ?? 0;
}

/** The part of EventSource this module uses, so tests can hand in a fake. */
export type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};

export type EventStreamOptions = {
  url: string;
  /** The SSE event names to listen for (the server names each event by its kind). */
  kinds: readonly string[];
  /** One parsed event; data that is not JSON is dropped. */
  onEvent: (kind: string, data: unknown) => void;
  onStatus?: (status: StreamStatus) => void;
  /**
   * The stream is subscribed (each time, the first included). Events sent before it are lost
   * (no replay): refetch what is shown. `reconnected` is true after a failure.
   */
  onReady?: (reconnected: boolean) => void;
  /**
   * The event that says the server has subscribed the stream. Without one, the stream counts as
   * ready when the connection opens.
   */
  readyKind?: string;
  /** The stream failed; the caller may check whether the session is still there. */
  onFailure?: (consecutiveFailures: number) => void;
  /**
   * An event name the server sends as a heartbeat. Once one has been heard, silence for
   * heartbeat + timeout counts as a dead connection. A server that sends its heartbeat as an SSE
   * comment (invisible to EventSource) never arms this, so quiet streams are left alone.
   */
  heartbeatKind?: string;
  create?: (url: string) => EventSourceLike;
};

const defaultCreate = (url: string): EventSourceLike => new EventSource(url, { withCredentials: true });

export class EventStream {
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private everReady = false;
  private heartbeatSeen = false;
  private stopped = true;
  private current: StreamStatus = "closed";

  constructor(private readonly options: EventStreamOptions) {}

  get status(): StreamStatus {
    return this.current;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    this.closeSource();
    this.setStatus("closed");
  }

  private connect() {
    this.setStatus("connecting");
    const create = this.options.create ?? defaultCreate;
    let source: EventSourceLike;
    try {
      source = create(this.options.url);
    } catch {
      this.fail();
      return;
    }
    this.source = source;
    const { readyKind, heartbeatKind, kinds } = this.options;
    source.onopen = () => {
      if (this.source !== source) return;
      this.armWatchdog();
      if (!readyKind) this.ready();
    };
    source.onerror = () => {
      if (this.source === source) this.fail();
    };
    const names = new Set<string>(kinds);
    if (readyKind) names.add(readyKind);
    if (heartbeatKind) names.add(heartbeatKind);
    for (const kind of names) {
      source.addEventListener(kind, (event) => {
        if (this.source !== source) return;
        if (kind === heartbeatKind) this.heartbeatSeen = true;
        this.armWatchdog();
        if (kind === readyKind) this.ready();
        if (!kinds.includes(kind)) return;
        const data = parseJson(event.data);
        if (data !== undefined) this.options.onEvent(kind, data);
      });
    }
  }

  private ready() {
    if (this.current === "open") return;
    const reconnected = this.everReady;
    this.everReady = true;
    this.failures = 0;
    this.setStatus("open");
    this.options.onReady?.(reconnected);
  }

  private fail() {
    this.closeSource();
    this.clearTimers();
    if (this.stopped) return;
    this.failures += 1;
    this.setStatus("connecting");
    this.options.onFailure?.(this.failures);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, reconnectDelay(this.failures));
  }

  private armWatchdog() {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    if (!this.heartbeatSeen) return;
    this.watchdog = setTimeout(() => this.fail(), REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
  }

  private closeSource() {
    const source = this.source;
    this.source = null;
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.retryTimer = null;
    this.watchdog = null;
  }

  private setStatus(status: StreamStatus) {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus?.(status);
  }
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
