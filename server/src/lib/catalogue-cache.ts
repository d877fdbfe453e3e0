// Small, slow-changing reads of the catalogue (the sector lists of /businesses and /deals, the
// totals per filter of the catalogue, the deals and the investors directory) kept in this
// process's memory, per database handle. A write in this process that can change them calls
// forgetCatalogueReads once it has committed, so this process shows it on the next request; other
// server processes see it when their copy expires (CATALOGUE_CACHE_TTL_MS). Only for values where
// that delay is harmless: never for anything that grants or withholds access. A value read at a
// known data version has the version in its key, and is exact (decision 042).

import { makeRoom, perDatabaseStore } from "./per-database-store";

export const CATALOGUE_CACHE_TTL_MS = 30_000;
/**
 * How long a list's total (the catalogue's, the deals', the investors directory's) is shared: how
 * long another server process may show a total that misses a business, campaign or investor saved
 * elsewhere (decision 037).
 */
const CATALOGUE_COUNT_TTL_MS = 10_000;
/**
 * Entries kept per database handle. Keys can come from what people type (a total per search), so
 * the store drops expired entries, then the oldest, rather than grow with every word ever searched.
 */
export const CATALOGUE_CACHE_MAX_ENTRIES = 1_000;

type Entry = { value: Promise<unknown>; expiresAt: number };

const storeOf = perDatabaseStore<Entry>();

/**
 * `load()`'s answer, shared by every caller until it is older than `ttlMs` or forgotten. Callers
 * arriving while it loads wait for the same load; a failed load is not kept.
 */
export function cachedCatalogueRead<T>(
  db: object,
  key: string,
  load: () => Promise<T>,
  options: { ttlMs?: number; now?: () => number } = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const store = storeOf(db);
  const hit = store.get(key);
  if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
  if (!hit && store.size >= CATALOGUE_CACHE_MAX_ENTRIES) makeRoom(store, CATALOGUE_CACHE_MAX_ENTRIES, now());
  const entry: Entry = { value: load(), expiresAt: now() + (options.ttlMs ?? CATALOGUE_CACHE_TTL_MS) };
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value as Promise<T>;
}

/** A list's total, shared as cachedCatalogueRead shares, for CATALOGUE_COUNT_TTL_MS. */
export function cachedCatalogueCount(db: object, key: string, load: () => Promise<number>): Promise<number> {
  return cachedCatalogueRead(db, key, load, { ttlMs: CATALOGUE_COUNT_TTL_MS });
}

/** After a committed write to businesses or campaigns: the next read of this process loads afresh. */
export function forgetCatalogueReads(db: object): void {
  storeOf(db).clear();
}
