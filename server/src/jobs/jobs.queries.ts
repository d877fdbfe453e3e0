import { JOB_MAX_ATTEMPTS, jobBackoffMs } from "@domain/jobs/job-states";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";

export type JobInput = {
  kind: string;
  payload?: Record<string, unknown>;
  /** The event's own name ("meeting-reminder:<id>:24h"): a second enqueue of it adds nothing. */
  dedupeKey?: string;
  /** Not before this time; now when absent. */
  runAt?: Date;
  maxAttempts?: number;
};

export type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This run's number, from 1. */
  attempts: number;
  maxAttempts: number;
};

/**
 * Adds jobs, skipping any whose dedupe key was ever used. Call it inside the transaction of the
 * change the job follows from, so the job exists exactly when the change does.
 *
 * The rows go as one JSON parameter: a match drain queues a digest job for each of 1,500
 * investors per batch, and building a statement with a parameter per value (9,000) cost more than
 * running it. They go in dedupe key order, so two transactions adding the same keys at once wait
 * for each other in one order instead of deadlocking.
 */
export async function enqueueJobs(db: Database, inputs: JobInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs
    .map((job) => ({
      kind: job.kind,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey ?? null,
      runAt: (job.runAt ?? new Date()).toISOString(),
      maxAttempts: job.maxAttempts ?? JOB_MAX_ATTEMPTS,
    }))
    .sort((a, b) => compareKeys(a.dedupeKey, b.dedupeKey));
  const result = await db.execute(sql`
    insert into ${jobs} (kind, payload, dedupe_key, run_at, max_attempts)
    select r->>'kind', (r->'payload')::jsonb, r->>'dedupeKey', (r->>'runAt')::timestamptz, (r->>'maxAttempts')::int
    from json_array_elements(${JSON.stringify(rows)}::json) as r
    on conflict (dedupe_key) do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Null keys (never deduplicated) first, then by key. */
const compareKeys = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

export const enqueueJob = (db: Database, input: JobInput) => enqueueJobs(db, [input]);

/**
 * Claims up to `limit` due jobs for this process: pending ones whose time has come, and running
 * ones whose lease ran out (their process died). SKIP LOCKED hands each row to one claimer only;
 * the lease then keeps the others off it while it runs outside any transaction.
 */
export async function claimDueJobs(
  db: Database,
  options: { now: Date; limit: number; leaseMs: number; kinds?: string[] },
): Promise<ClaimedJob[]> {
  const { now, limit, leaseMs } = options;
  const until = new Date(now.getTime() + leaseMs);
  const kindFilter = options.kinds ? sql`and kind in ${options.kinds}` : sql``;
  const result = await db.execute(sql`
    update ${jobs} set state = 'running', attempts = attempts + 1, locked_until = ${until.toISOString()}
    where id in (
      select id from ${jobs}
      where state in ('pending', 'running')
        and ((state = 'pending' and run_at <= ${now.toISOString()}) or (state = 'running' and locked_until < ${now.toISOString()}))
        ${kindFilter}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    payload: (row.payload ?? {}) as Record<string, unknown>,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  }));
}

/**
 * Hands claimed jobs that were never started back to the queue, due at once and their claim's
 * attempt not counted: a worker stopping between jobs leaves them to another process now rather
 * than after the lease.
 */
export async function releaseJobs(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${jobs} set state = 'pending', attempts = attempts - 1, locked_until = null
    where id = any(${sql.param(ids)}::uuid[]) and state = 'running'`);
}

/** Marks a claimed job done (only while this claim still holds it: state running). */
export async function completeJob(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: "done", finishedAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "running")));
}

/** A failed run: back to pending after the backoff, or failed once its attempts are used up. */
export async function failJob(db: Database, job: ClaimedJob, error: string, now: Date): Promise<"retry" | "failed"> {
  const exhausted = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      exhausted
        ? { state: "failed", finishedAt: now, lockedUntil: null, lastError: error.slice(0, 2000) }
        : {
            state: "pending",
            runAt: new Date(now.getTime() + jobBackoffMs(job.attempts)),
            lockedUntil: null,
            lastError: error.slice(0, 2000),
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.state, "running")));
  return exhausted ? "failed" : "retry";
}

/** Records what a running job reports of itself (any process reads it back from the row). */
export async function saveJobProgress(db: Database, id: string, progress: Record<string, unknown>): Promise<void> {
  await db.update(jobs).set({ progress }).where(eq(jobs.id, id));
}

export type JobRow = typeof jobs.$inferSelect;

/** The latest job of a kind, whatever its state; null when there never was one. */
export async function findLatestJob(db: Database, kind: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(desc(jobs.createdAt)).limit(1);
  return row ?? null;
}

/**
 * Enqueues a job of this kind unless one is already pending or running, and returns the one that
 * is (new or not). Serialised by a transaction-scoped advisory lock on the kind, so two processes
 * starting it at once get the same job.
 */
export function enqueueSingleJob(db: Database, input: JobInput): Promise<{ job: JobRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:single:${input.kind}`}))`);
    const [active] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, input.kind), inArray(jobs.state, ["pending", "running"])))
      .limit(1);
    if (active) return { job: active, created: false };
    const [job] = await tx
      .insert(jobs)
      .values({
        kind: input.kind,
        payload: input.payload ?? {},
        runAt: input.runAt ?? new Date(),
        maxAttempts: input.maxAttempts ?? JOB_MAX_ATTEMPTS,
      })
      .returning();
    if (!job) throw new Error("job insert returned no row");
    return { job, created: true };
  });
}
