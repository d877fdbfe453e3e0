import { JOB_STATES } from "@domain/jobs/job-states";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const jobStateEnum = pgEnum("job_state", JOB_STATES);

/**
 * The job queue (decision 027): e-mails, digests, reminders and other background work. A row is
 * claimed by one process at a time (FOR UPDATE SKIP LOCKED) under a lease: a process that dies
 * mid-job leaves it to be claimed again once the lease ends, so a restart loses nothing.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which handler runs it (server/src/job-handlers.ts). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** One job per key, ever: enqueueing the same event twice adds nothing the second time. */
    dedupeKey: text("dedupe_key"),
    state: jobStateEnum("state").notNull().default("pending"),
    /** Not before this time (scheduling, and the backoff after a failure). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** While running: the claim holds until then; past it another process may take the job. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * What a long job reports of itself while it runs and what it ended with (the sample-data
     * population's step and totals): any process reads it from here, not from the runner's memory.
     */
    progress: jsonb("progress").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("jobs_dedupe_key_idx").on(table.dedupeKey),
    // The claim's scan: pending jobs by time, and running ones whose lease ran out.
    index("jobs_due_idx").on(table.runAt).where(sql`state in ('pending', 'running')`),
    index("jobs_state_created_idx").on(table.state, table.createdAt.desc()),
    // A kind's latest job, and whether one waits or runs (the sample-data population, one at a time).
    index("jobs_kind_created_idx").on(table.kind, table.createdAt.desc()),
  ],
);
