import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./client";

// The database routes and services use (AppDeps.db): the real one, except while a transaction
// opened through it runs, when every query made through it (in that transaction's async scope,
// however deep) goes to the transaction. Two things need that:
// - a route wrapped whole in one transaction (the Idempotency-Key, server/src/lib/idempotency.ts)
//   with services that use `deps.db` and open transactions of their own (they become savepoints);
// - PGlite runs one transaction at a time: a query through the real database inside a
//   transaction's callback would wait for that transaction to end, for ever.

type Scope = { raw: Database; tx: Database; open: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/** The transaction running in this async scope on `raw`, or `raw` itself. */
function currentOf(raw: Database): Database {
  const scope = scopes.getStore();
  return scope?.open && scope.raw === raw ? scope.tx : raw;
}

export function scopedDatabase(raw: Database): Database {
  return new Proxy(raw, {
    get(target, property) {
      const db = currentOf(target);
      if (property === "transaction") {
        return <T>(run: (tx: Database) => Promise<T>) =>
          db.transaction((tx) => {
            const scope: Scope = { raw: target, tx: tx as unknown as Database, open: true };
            // Work started inside and still running after the end (a timer, a job) falls back
            // to the real database instead of a finished transaction.
            return scopes
              .run(scope, () => run(tx as unknown as Database))
              .finally(() => {
                scope.open = false;
              });
          });
      }
      const value = Reflect.get(db, property, db);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
}

/**
 * Runs `run` outside any transaction scope. An in-process test that fires a second request from
 * inside a transaction (to race it) needs this: a real request starts in a context of its own.
 */
export function outsideTransactions<T>(run: () => T): T {
  return scopes.exit(run);
}
