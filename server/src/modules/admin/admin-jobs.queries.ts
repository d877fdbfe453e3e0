import type { TAdminJob, TAdminJobListQuery, TAdminJobPage } from "@domain/jobs/job-schemas";
import { JOB_STATES } from "@domain/jobs/job-states";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// /admin/jobs: the queue's counts, the jobs that wait or failed, and an admin's retry.

const WAITING_OR_FAILED = inArray(jobs.state, ["pending", "failed"]);

function toAdminJob(row: typeof jobs.$inferSelect): TAdminJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminJobs(db: Database, query: TAdminJobListQuery): Promise<TAdminJobPage> {
  const byState = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as TAdminJobPage["counts"];
  for (const row of byState) counts[row.state] = Number(row.n);
  const rows = await db
    .select()
    .from(jobs)
    .where(WAITING_OR_FAILED)
    // Failed ones first (they need an admin), then what runs soonest.
    .orderBy(sql`(${jobs.state} = 'failed') desc`, asc(jobs.runAt), asc(jobs.id))
    .limit(query.limit)
    .offset(query.offset);
  return { counts, items: rows.map(toAdminJob), total: counts.pending + counts.failed };
}

/**
 * Puts a failed job back to pending, due now, with its attempts counted afresh (its last error is
 * kept until it runs). "missing" for an unknown id, "not-failed" for a job in another state.
 */
export async function retryFailedJob(
  db: Database,
  id: string,
  now: Date,
): Promise<TAdminJob | "missing" | "not-failed"> {
  if (!isUuid(id)) return "missing";
  const [row] = await db
    .update(jobs)
    .set({ state: "pending", attempts: 0, runAt: now, finishedAt: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
    .returning();
  if (row) return toAdminJob(row);
  const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return exists ? "not-failed" : "missing";
}
