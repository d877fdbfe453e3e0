import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";

// This module's own way onto the job queue (decision 027). server/src/job-handlers.ts imports
// this module's handlers, so importing server/src/jobs from here would close a cycle the
// boundaries forbid (no-module-cycles): the module writes its rows into the same table, with the
// same once-per-key rule as enqueueJobs (the unique dedupe key), and the queue runs them.

export type ModuleJob = { kind: string; payload?: Record<string, unknown>; dedupeKey: string; runAt?: Date };

/** Adds the jobs whose key was never used; returns how many were added. */
export async function enqueueOnce(db: Database, inputs: ModuleJob[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(
      inputs.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        dedupeKey: job.dedupeKey,
        runAt: job.runAt ?? new Date(),
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length;
}
