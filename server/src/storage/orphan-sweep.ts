import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { kindOf, namedKeys } from "./file-references";
import type { ListedFile, Storage } from "./storage";

// Stored files that no row names (decision 026): a kill -9 between an upload's file and its row,
// a crash between deleting a row and its file, an image uploaded for a form never saved. Each
// server process sweeps at start and then every ORPHAN_SWEEP_SECONDS; a file is removed only when
// its kind is known (file-references.ts), no row names it, and it is older than its kind's grace.

type Deps = { db: Database; storage: Storage };

/** How old an unnamed file must be before it goes, by kind (file-references.ts says why each waits). */
export type SweepGraces = { documentMs: number; imageMs: number };

export const gracesOf = (env: Env): SweepGraces => ({
  documentMs: env.ORPHAN_FILE_GRACE_SECONDS * 1000,
  imageMs: env.ORPHAN_IMAGE_GRACE_SECONDS * 1000,
});

/**
 * Removes, of these listed files, each one of a known kind, past its grace, that no row names. The
 * rows are read after the listing, so a file whose row was committed in time is seen named; one
 * whose row is not yet committed is younger than the grace (the grace is the promise that no live
 * request takes longer than it between writing a file and committing its row).
 */
async function removeUnnamed(deps: Deps, files: ListedFile[], graces: SweepGraces, now: number): Promise<number> {
  const due = files.filter((file) => {
    const kind = kindOf(file.key);
    if (!kind) return false;
    const grace = kind.grace === "image" ? graces.imageMs : graces.documentMs;
    return file.modifiedAt.getTime() <= now - grace;
  });
  if (due.length === 0) return 0;
  const named = await namedKeys(
    deps.db,
    due.map((file) => file.key),
  );
  let removed = 0;
  for (const file of due) {
    // A key written again since it was listed is a new file, perhaps about to be named: kept.
    if (!named.has(file.key) && (await deps.storage.deleteIfUnchanged(file))) removed += 1;
  }
  return removed;
}

/** Lists the whole storage a page at a time and removes the unnamed files past their grace; answers how many. */
export async function sweepOrphanFiles(deps: Deps, graces: SweepGraces, now = Date.now()): Promise<number> {
  let removed = 0;
  for await (const page of deps.storage.list()) removed += await removeUnnamed(deps, page, graces, now);
  return removed;
}

/**
 * After the commit that deleted (or replaced) the rows naming them: removes the files no row names
 * any more. Their rows were written long ago, so documents go at once; an image only past its grace
 * (its URL may still sit in a form a client has not saved). A crash before this runs, or a failure,
 * leaves them to the sweep. Never call it inside a transaction (PGlite runs one at a time).
 */
export async function releaseFiles(
  deps: Deps & { env: Env },
  keys: ReadonlyArray<string | null | undefined>,
): Promise<number> {
  const wanted = new Set(keys.filter((key): key is string => typeof key === "string" && kindOf(key) !== null));
  const listed: ListedFile[] = [];
  for (const key of wanted) {
    for await (const page of deps.storage.list(key)) listed.push(...page.filter((file) => file.key === key));
  }
  const graces = { documentMs: 0, imageMs: gracesOf(deps.env).imageMs };
  return removeUnnamed(deps, listed, graces, Date.now());
}

export type OrphanSweeper = { stop: () => Promise<void> };

/**
 * Sweeps once now, then every `intervalMs`, each count logged. `alone`: no other process can be
 * writing to this storage at this moment (the embedded database, whose data dir one process holds,
 * before it listens), so the first sweep gives documents no grace, and is awaited so that it ends
 * before the server listens; images keep theirs, since a browser may hold one's URL across a
 * restart. Otherwise the first sweep keeps every grace and runs beside the start (a large bucket
 * does not hold the server's readiness back).
 */
export async function startOrphanSweeper(
  deps: Deps & { logger: Logger },
  options: { graces: SweepGraces; intervalMs: number; alone: boolean },
): Promise<OrphanSweeper> {
  const { logger } = deps;
  const { graces } = options;
  const sweep = async (current: SweepGraces) => {
    try {
      const removed = await sweepOrphanFiles(deps, current);
      if (removed > 0) logger.info(`removed ${removed} stored file(s) that no row names`);
    } catch (error) {
      logger.warn("the orphan file sweep failed", { error: String(error) });
    }
  };
  let running: Promise<void> | null = null;
  const finished = () => {
    running = null;
  };
  if (options.alone) await sweep({ ...graces, documentMs: 0 });
  else running = sweep(graces).finally(finished);
  const timer = setInterval(() => {
    // One sweep at a time: a slow listing is not stacked under the next tick.
    running ??= sweep(graces).finally(finished);
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
