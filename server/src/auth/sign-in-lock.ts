import { createHash, randomUUID } from "node:crypto";
import {
  ACCOUNT_SIGN_IN_LOCK_SECONDS,
  ACCOUNT_SIGN_IN_MAX_FAILURES,
  ACCOUNT_SIGN_IN_WINDOW_SECONDS,
} from "@domain/constants/accounts";
import { and, eq, gt, like, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimit } from "../db/schema";
import { createRateLimiter, RATE_LIMIT_KEY_PREFIX } from "../lib/rate-limit";

// Failed password sign-ins counted per account, whatever the address (decision 021): twenty
// addresses made 60 guesses on one account in 5.6 s while each stayed under the per-address limit.
// ACCOUNT_SIGN_IN_MAX_FAILURES wrong passwords within ACCOUNT_SIGN_IN_WINDOW_SECONDS pause password
// sign-in to that e-mail for ACCOUNT_SIGN_IN_LOCK_SECONDS, even with the right password. The pause
// ends by itself, and a password reset ends it at once, so nobody can keep an owner out for good.
//
// Counted in better-auth's rate_limit table like our other limits (decision 014), so every server
// process agrees: the failures as a fixed window (`kuza:sign-in-failures:<key>`), the lock as a row
// whose last_request holds when it ends (`kuza:sign-in-lock:<key>`). The key is a hash of the
// lower-cased e-mail: an address with no account is counted and paused alike, so the pause tells a
// guesser nothing about which addresses have accounts, and the table holds no address in clear.

const FAILURES = "sign-in-failures";
const LOCK_PREFIX = `${RATE_LIMIT_KEY_PREFIX}sign-in-lock:`;

export type SignInLock = {
  /** When the pause on this e-mail ends (ms), or null when sign-in is open. */
  lockedUntil(email: string): Promise<number | null>;
  /** Counts one wrong password; `lockedNow` is true for exactly the failure that starts a pause. */
  recordFailure(email: string): Promise<{ lockedNow: boolean }>;
  /** Ends a pause and forgets the failures (a password reset). */
  clear(email: string): Promise<void>;
};

/** The e-mail as better-auth looks it up (lower-cased), hashed. */
function signInLockKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export function createSignInLock({ db, now = () => Date.now() }: { db: Database; now?: () => number }): SignInLock {
  const failures = createRateLimiter({
    db,
    name: FAILURES,
    max: ACCOUNT_SIGN_IN_MAX_FAILURES,
    windowMs: ACCOUNT_SIGN_IN_WINDOW_SECONDS * 1000,
    now,
  });
  return {
    async lockedUntil(email) {
      const [row] = await db
        .select({ endsAt: rateLimit.lastRequest })
        .from(rateLimit)
        .where(and(eq(rateLimit.key, LOCK_PREFIX + signInLockKey(email)), gt(rateLimit.lastRequest, now())))
        .limit(1);
      return row?.endsAt ?? null;
    },
    async recordFailure(email) {
      const key = signInLockKey(email);
      // Each concurrent failure gets its own count, so only one sees the count that starts the pause.
      if ((await failures.count(key)) !== ACCOUNT_SIGN_IN_MAX_FAILURES) return { lockedNow: false };
      const time = now();
      // Pauses that have ended are only rows in the way: drop them while writing a new one.
      await db.delete(rateLimit).where(and(like(rateLimit.key, `${LOCK_PREFIX}%`), lt(rateLimit.lastRequest, time)));
      const endsAt = time + ACCOUNT_SIGN_IN_LOCK_SECONDS * 1000;
      await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key: LOCK_PREFIX + key, count: 1, lastRequest: endsAt })
        .onConflictDoUpdate({ target: rateLimit.key, set: { lastRequest: endsAt } });
      return { lockedNow: true };
    },
    async clear(email) {
      const key = signInLockKey(email);
      await failures.reset(key);
      await db.delete(rateLimit).where(eq(rateLimit.key, LOCK_PREFIX + key));
    },
  };
}
