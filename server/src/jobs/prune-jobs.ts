import { and, eq, lt } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { ensureDailyJob } from "./recurring-jobs";

// Done jobs are kept for a while (an admin's count, a dedupe key that still holds), then deleted
// by a daily job of their own (decision 027). Failed jobs stay until an admin retries them.

export const PRUNE_JOBS_JOB = "jobs.prune";
/** How long a done job is kept. */
const DONE_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes done jobs finished before the retention period; returns how many. */
async function pruneDoneJobs(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DONE_JOB_RETENTION_MS);
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.state, "done"), lt(jobs.finishedAt, cutoff)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The daily job: prunes, then makes sure the next days' runs are scheduled. */
export async function pruneJobsJob(deps: Pick<AppDeps, "db" | "logger">, _payload: unknown, _job: unknown, now: Date) {
  const pruned = await pruneDoneJobs(deps.db, now);
  if (pruned > 0) deps.logger.info(`jobs: ${pruned} done jobs older than 7 days deleted`);
  await ensureDailyJob(deps.db, PRUNE_JOBS_JOB, now);
}

/** At start: the prune runs today and tomorrow, whichever process asks first. */
export const schedulePruneJobs = (db: Database, now = new Date()) => ensureDailyJob(db, PRUNE_JOBS_JOB, now);
