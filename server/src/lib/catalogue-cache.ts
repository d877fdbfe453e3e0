// Small, slow-changing reads of the catalogue (the sector lists of /businesses and /deals) kept in
// this process's memory, per database handle. A write in this process that can change them calls
// forgetCatalogueReads once it has committed, so this process shows it on the next request; other
// server processes see it when their copy expires (CATALOGUE_CACHE_TTL_MS). Only for values where
// that delay is harmless: never for anything that grants or withholds access.

export const CATALOGUE_CACHE_TTL_MS = 30_000;

type Entry = { value: Promise<unknown>; expiresAt: number };

const stores = new WeakMap<object, Map<string, Entry>>();

function storeOf(db: object): Map<string, Entry> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

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
  const entry: Entry = { value: load(), expiresAt: now() + (options.ttlMs ?? CATALOGUE_CACHE_TTL_MS) };
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value as Promise<T>;
}

/** After a committed write to businesses or campaigns: the next read of this process loads afresh. */
export function forgetCatalogueReads(db: object): void {
  stores.get(db)?.clear();
}
