// The candidates every viewer of one kind is scored against (all businesses, or all investors),
// read once per data version and shared by every user in this process: one user's cold request
// then only scores, it does not read the whole catalogue again. Dropped when the version moves.

type Held<T> = { version: number; value: Promise<T> };
const stores = new WeakMap<object, Map<string, Held<unknown>>>();

export function sharedSnapshot<T>(db: object, key: string, version: number, load: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const hit = store.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const held: Held<T> = { version, value: load() };
  store.set(key, held);
  const own = store;
  held.value.catch(() => {
    if (own.get(key) === held) own.delete(key);
  });
  return held.value;
}

/** Forget every snapshot of this database (the bench's "nothing cached" runs). */
export function forgetSnapshots(db: object): void {
  stores.delete(db);
}
