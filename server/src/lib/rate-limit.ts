import { randomUUID } from "node:crypto";
import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimit } from "../db/schema";

/**
 * Our own keys in better-auth's `rate_limit` table. better-auth's keys are `<ip>|<path>`; ours
 * start with this and hold no `|`, so the two never meet.
 */
export const RATE_LIMIT_KEY_PREFIX = "kuza:";
/** How often one limiter deletes the expired windows of its kind (at most; on a hit). */
const SWEEP_EVERY_MS = 60_000;

export type RateLimiter = {
  /** Counts one hit for the key; false when the key is over its limit in the current window. */
  hit(key: string): Promise<boolean>;
  /** Counts one hit for the key and answers how many it has in the current window, this one included. */
  count(key: string): Promise<number>;
  /** Forgets the key's hits (its window starts again with the next hit). */
  reset(key: string): Promise<void>;
};

/**
 * A fixed-window counter per key, kept in the database so that every server process on it shares
 * one count: two processes behind a proxy must not double a limit.
 *
 * One statement per hit, atomic on PostgreSQL and PGlite alike: insert the key's window, or, if
 * it is there, count one more (or start a new window when the old one has ended), and read the
 * count back. Concurrent hits from any number of processes each get a distinct count.
 *
 * The row reuses better-auth's `rate_limit` table (no table of our own to migrate), with one
 * difference of meaning: our `last_request` holds when the window ENDS. better-auth prunes rows
 * whose `last_request` is older than its longest window (60 s); as an end time that only ever
 * removes windows long over, so its pruning cannot reset one of ours, however long (the support
 * form's is 10 minutes).
 */
export function createRateLimiter(options: {
  db: Database;
  /** Names the limit inside the key (`kuza:<name>:<key>`): two limits never share a counter. */
  name: string;
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const { db, max, windowMs } = options;
  const now = options.now ?? Date.now;
  const prefix = `${RATE_LIMIT_KEY_PREFIX}${options.name}:`;
  let nextSweepAt = 0;

  async function count(key: string): Promise<number> {
    const time = now();
    if (time >= nextSweepAt) {
      nextSweepAt = time + SWEEP_EVERY_MS;
      // A window that has ended counts as no row at all, so deleting it is always safe, also
      // while another process hits the same key (its upsert then simply inserts).
      await db
        .delete(rateLimit)
        .where(and(like(rateLimit.key, `${escapeLike(prefix)}%`), lt(rateLimit.lastRequest, time)));
    }
    const fullKey = `${prefix}${key}`;
    const endsAt = time + windowMs;
    const ended = sql`${rateLimit.lastRequest} <= ${time}`;
    const [row] = await db
      .insert(rateLimit)
      // A random id: only `key` may conflict, the one unique index ON CONFLICT arbitrates on.
      .values({ id: randomUUID(), key: fullKey, count: 1, lastRequest: endsAt })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${ended} then ${endsAt} else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count });
    if (!row) throw new Error("rate limit upsert returned no row");
    return row.count;
  }

  return {
    count,
    async hit(key) {
      return (await count(key)) <= max;
    },
    async reset(key) {
      await db.delete(rateLimit).where(eq(rateLimit.key, `${prefix}${key}`));
    },
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
