import { createContext, useContext } from "react";

/**
 * Whether this tab's live stream is open. The app's realtime provider sets it; lists poll with
 * the spec's intervals only while it is false (no provider, as in a component test, means polling).
 */
export const LiveStreamContext = createContext(false);

export function useLiveStream(): boolean {
  return useContext(LiveStreamContext);
}

/** A query's refetchInterval: the spec's polling while the stream is down, none while it is up. */
export function pollWhileDown(live: boolean, intervalMs: number): number | false {
  return live ? false : intervalMs;
}
