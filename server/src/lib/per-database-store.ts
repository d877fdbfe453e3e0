// What a process keeps in memory about one database (shared reads, kept answers, computed
// matches): a Map per database handle, so two apps in one process (the tests' servers) never share
// entries, and it goes with the handle.

/** A function giving each database handle its own Map, made on first use. */
export function perDatabaseStore<V>(): (db: object) => Map<string, V> {
  const stores = new WeakMap<object, Map<string, V>>();
  return (db) => {
    let store = stores.get(db);
    if (!store) {
      store = new Map();
      stores.set(db, store);
    }
    return store;
  };
}

/**
 * Room for one more entry in a store of at most `max`: drops the expired entries; if none was,
 * the oldest one (a Map keeps insertion order).
 */
export function makeRoom(store: Map<string, { expiresAt: number }>, max: number, at: number): void {
  for (const [key, entry] of store) if (entry.expiresAt <= at) store.delete(key);
  if (store.size < max) return;
  const oldest = store.keys().next().value;
  if (oldest !== undefined) store.delete(oldest);
}
