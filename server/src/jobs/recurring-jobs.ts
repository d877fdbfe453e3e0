import type { Database } from "../db/client";
import { enqueueJobs } from "./jobs.queries";

// Recurring jobs on the one queue: each period gets one job, named by a dedupe key that carries the
// period ("jobs.prune:2026-11-26"), so every process may ask for it and it is added once.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time, as the key's period. */
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/**
 * Makes sure today's and tomorrow's runs of a daily job exist: today's at once, tomorrow's at
 * `atUtcHour` (a restart on any day never misses one, and never adds a second). Returns how many
 * were added.
 */
export function ensureDailyJob(
  db: Database,
  kind: string,
  now: Date,
  options: { atUtcHour?: number; payload?: Record<string, unknown> } = {},
): Promise<number> {
  const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  tomorrow.setUTCHours(options.atUtcHour ?? 3);
  return enqueueJobs(db, [
    { kind, payload: options.payload, dedupeKey: `${kind}:${dayOf(now)}`, runAt: now },
    { kind, payload: options.payload, dedupeKey: `${kind}:${dayOf(tomorrow)}`, runAt: tomorrow },
  ]);
}
