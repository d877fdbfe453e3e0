/**
 * A fixed-window counter per key, kept in this process's memory: enough to stop one user from
 * flooding others. Several server processes each count on their own.
 */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  const SWEEP_AT = 10_000;

  return {
    /** Counts one hit; false when the key is over its limit in the current window. */
    hit(key: string): boolean {
      const time = now();
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (time - w.start >= options.windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || time - current.start >= options.windowMs) {
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.max;
    },
  };
}
