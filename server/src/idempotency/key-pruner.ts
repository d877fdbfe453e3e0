import { IDEMPOTENCY_KEY_LIFETIME_MS } from "@domain/idempotency/idempotency-key";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { pruneKeys } from "./idempotency.queries";

/** How often the server removes keys past their day: a key lives 24 to 25 hours. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Removes the idempotency keys claimed more than a day before `now`; answers how many. */
export function pruneExpiredKeys(db: Database, now: Date = new Date()): Promise<number> {
  return pruneKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));
}

/**
 * Prunes now, then every hour, in the background (the timer does not hold the process open).
 * Several processes pruning at once is harmless: a delete of what another deleted removes nothing.
 */
export function startKeyPruner(deps: { db: Database; logger: Logger }, intervalMs = PRUNE_EVERY_MS) {
  let running: Promise<void> | null = null;
  const prune = () => {
    if (running) return;
    running = pruneExpiredKeys(deps.db)
      .then((count) => {
        if (count > 0) deps.logger.info(`idempotency keys pruned: ${count}`);
      })
      .catch((error: unknown) => {
        deps.logger.warn("idempotency key prune failed", {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        running = null;
      });
  };
  prune();
  const timer = setInterval(prune, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
