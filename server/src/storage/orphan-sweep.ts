import { and, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pendingFiles } from "../db/schema";
import type { Logger } from "../lib/logger";
import { PROCESS_ID, renewLeases } from "./pending-files";
import type { Storage } from "./storage";

// Removing stored files that no row references (decision 025). A file kind the sweep may remove
// is listed in SWEPT_FOLDERS, and REFERENCES must then name every column that can point at it:
// a key in any other folder is never removed, so a new kind of file is safe until it is listed.

/** The folders whose files rows reference, with the rows that do (comments). */
const SWEPT_FOLDERS: readonly RegExp[] = [
  // due_diligence_documents.storage_key: a process's documents, {founder}/{process id}/...
  /^due-diligence-docs\/[^/]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\//,
  // business_documents.storage_key: the founder's library
  /^due-diligence-docs\/[^/]+\/library\//,
  // verification_requests.storage_key
  /^verification-docs\//,
  // public images, named by URL in user.image, investors.avatar_url, businesses.logo_url and
  // video_pitch_url, campaigns.banner_image_url
  /^(logos|avatars|banners)\//,
];

/** Every key a row references or a pending row holds, read in one statement (one snapshot). */
async function keptKeys(db: Database): Promise<Set<string>> {
  const rows = await db.execute<{ key: string | null }>(sql`
    select storage_key as key from due_diligence_documents where storage_key is not null
    union select storage_key from business_documents
    union select storage_key from verification_requests
    union select key from pending_files
    union select substring(url from '/files/public/([^?#]+)') from (
      select image as url from "user"
      union all select avatar_url from investors
      union all select logo_url from businesses
      union all select video_pitch_url from businesses
      union all select banner_image_url from campaigns
    ) as images where url like '%/files/public/%'`);
  // pg answers { rows }; PGlite's driver too, typed apart.
  const list = (rows as unknown as { rows: { key: string | null }[] }).rows;
  return new Set(list.map((row) => row.key).filter((key): key is string => key !== null));
}

const sweptKind = (key: string) => SWEPT_FOLDERS.some((folder) => folder.test(key));

/**
 * Ends the pending rows that lapsed: a process's whose lease ran out (it is gone), an image's that
 * no one named in time, and, when `alone` (the embedded database: no other process shares the
 * storage), every other process's. Then, with `everything`, removes every listed file of a swept
 * kind that no row references; otherwise only the files of the rows it ended.
 *
 * Safe beside live processes: their files are pending (committed before the bytes are written)
 * until the transaction that writes their row, so one statement read after the listing sees each
 * file either pending or referenced.
 */
export async function sweepOrphanFiles(options: {
  db: Database;
  storage: Storage;
  alone: boolean;
  everything: boolean;
}): Promise<number> {
  const { db, storage } = options;
  const lapsed = lt(pendingFiles.expiresAt, sql`now()`);
  const ended = await db
    .delete(pendingFiles)
    .where(
      options.alone
        ? or(lapsed, and(isNotNull(pendingFiles.processId), ne(pendingFiles.processId, PROCESS_ID)))
        : lapsed,
    )
    .returning({ key: pendingFiles.key });
  let candidates: string[];
  if (options.everything) {
    candidates = [];
    for await (const key of storage.list()) candidates.push(key);
  } else {
    candidates = [...new Set(ended.map((row) => row.key))];
  }
  candidates = candidates.filter(sweptKind);
  if (candidates.length === 0) return 0;
  const kept = await keptKeys(db);
  let removed = 0;
  for (const key of candidates) {
    if (kept.has(key)) continue;
    await storage.delete(key);
    removed += 1;
  }
  return removed;
}

export type FileKeeper = { stop: () => void };

/**
 * At start, the whole sweep; then, every lease, this process's leases renewed and the lapsed
 * pending rows swept (a crashed process's files go a lease after it died).
 */
export async function startFileKeeper(options: {
  db: Database;
  storage: Storage;
  alone: boolean;
  leaseMs: number;
  logger: Logger;
}): Promise<FileKeeper> {
  const { db, storage, logger, leaseMs } = options;
  const report = (removed: number) => {
    if (removed > 0) logger.info(`removed ${removed} stored file(s) that no row references`);
  };
  report(await sweepOrphanFiles({ db, storage, alone: options.alone, everything: true }));
  let tick = 0;
  const timer = setInterval(
    () => {
      tick += 1;
      const sweep = tick % 3 === 0;
      renewLeases(db, leaseMs)
        .then(() => (sweep ? sweepOrphanFiles({ db, storage, alone: false, everything: false }) : 0))
        .then(report, (error: unknown) => logger.warn("file sweep failed", { error: String(error) }));
    },
    Math.max(Math.floor(leaseMs / 3), 250),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
