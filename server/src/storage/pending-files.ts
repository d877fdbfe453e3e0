import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pendingFiles } from "../db/schema";
import type { Storage } from "./storage";

// A file is never in storage without a row that names it (decision 025): before its bytes are
// written, a pending_files row holds its key for this server process; the transaction that
// inserts the row referencing the file deletes it (claimStored). A crash between the two leaves
// the pending row of a process that is gone, and the sweep (orphan-sweep.ts) removes the file.

/** This server process, as pending_files names it. */
export const PROCESS_ID = randomUUID();
/** An uploaded image answered to its client waits this long for a profile, business or campaign to name it. */
const IMAGE_KEEP_MS = 24 * 60 * 60 * 1000;

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * The storage every route uses: put records the key as pending (through `intentDb`, committed at
 * once on PostgreSQL, where another process's sweep must see it before any byte is written) and
 * delete drops this process's pending rows of the key after the file.
 */
export function trackedStorage(inner: Storage, options: { intentDb: Database; leaseMs: number }): Storage {
  const { intentDb, leaseMs } = options;
  const release = (key: string) =>
    intentDb.delete(pendingFiles).where(and(eq(pendingFiles.key, key), eq(pendingFiles.processId, PROCESS_ID)));
  return {
    async put(key, body, contentType) {
      await intentDb.insert(pendingFiles).values({ key, processId: PROCESS_ID, expiresAt: inMs(leaseMs) });
      try {
        await inner.put(key, body, contentType);
      } catch (error) {
        await release(key).catch(() => {});
        throw error;
      }
    },
    async delete(key) {
      await inner.delete(key);
      await release(key);
    },
    get: (key) => inner.get(key),
    list: () => inner.list(),
    publicUrl: (key) => inner.publicUrl(key),
  };
}

/**
 * In the transaction that writes the row referencing `key`: the file is no longer pending. Throws
 * when this process holds no pending row for it any more: a sweep judged the process gone (its
 * lease ran out) and may have removed the file, so the row must not be written.
 */
export async function claimStored(tx: Database, key: string): Promise<void> {
  const claimed = await tx
    .delete(pendingFiles)
    .where(and(eq(pendingFiles.key, key), eq(pendingFiles.processId, PROCESS_ID)))
    .returning({ id: pendingFiles.id });
  if (claimed.length === 0) throw new Error(`the pending file ${key} was swept before its row was written`);
}

/** An uploaded image, its URL answered: kept for IMAGE_KEEP_MS whatever becomes of this process. */
export async function keepUploadedImage(db: Database, key: string): Promise<void> {
  await db
    .update(pendingFiles)
    .set({ processId: null, expiresAt: inMs(IMAGE_KEEP_MS) })
    .where(and(eq(pendingFiles.key, key), eq(pendingFiles.processId, PROCESS_ID)));
}

/** Keeps this process's pending rows alive for another lease. */
export async function renewLeases(db: Database, leaseMs: number): Promise<void> {
  await db
    .update(pendingFiles)
    .set({ expiresAt: inMs(leaseMs) })
    .where(eq(pendingFiles.processId, PROCESS_ID));
}
