/** Polling is the fallback while the live stream is down. */
export const POLL_INTERVALS_MS = {
  messages: 5_000,
  conversations: 30_000,
  notifications: 30_000,
} as const;
/** Live stream (spec's realtime constants): heartbeat, timeout, reconnect delays in order, the last repeating. */
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
