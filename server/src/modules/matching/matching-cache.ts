import { MATCH_CACHE_TTL_MS } from "@domain/constants/matching";
import { perDatabaseStore } from "../../lib/per-database-store";

// Each user's computed matches, kept 5 minutes in this process's memory (per database handle).
// An entry also records the data version it was computed at: a read at another version recomputes,
// so any committed change to what scores a match (in any module or process) drops it at once.
// The version is read before computing, so a change committing mid-computation is seen next time.

type Slot<T> = { version: number; expiresAt: number; value: Promise<T> };
const storeOf = perDatabaseStore<Slot<unknown>>();

export function cachedMatches<T>(
  db: object,
  userId: string,
  version: number,
  compute: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const store = storeOf(db);
  const hit = store.get(userId);
  if (hit && hit.version === version && hit.expiresAt > now()) return hit.value as Promise<T>;
  const slot: Slot<T> = { version, expiresAt: now() + MATCH_CACHE_TTL_MS, value: compute() };
  store.set(userId, slot);
  slot.value.catch(() => {
    if (store.get(userId) === slot) store.delete(userId);
  });
  return slot.value;
}

/** Drops one user's entry (their own settings changed in this process). */
export function forgetMatches(db: object, userId: string): void {
  storeOf(db).delete(userId);
}
