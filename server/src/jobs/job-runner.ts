import type { AppDeps } from "../app-env";
import { type ClaimedJob, claimDueJobs, completeJob, failJob, releaseJobs } from "./jobs.queries";

/**
 * Runs one job. A throw is a failure: the job is tried again after its backoff. `now` is the
 * runner's clock, so a handler that compares times (is this reminder still due?) follows a fake one.
 */
export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>, job: ClaimedJob, now: Date) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** How long a claimed job is this process's before another may take it (its process died). */
export const JOB_LEASE_MS = 5 * 60 * 1000;

export type RunOutcome = { done: number; retried: number; failed: number };

/**
 * Claims the due jobs and runs them one after the other; returns what happened. `now` is the
 * clock (tests pass a fake one). A job of an unknown kind fails (a newer server may know it).
 * Once `stopping()` says so (the process is shutting down), the claimed jobs not yet started go
 * back to the queue instead of running.
 */
export async function runDueJobs(
  deps: AppDeps,
  handlers: JobHandlers,
  options: { now?: () => Date; limit?: number; kinds?: string[]; stopping?: () => boolean } = {},
): Promise<RunOutcome> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueJobs(deps.db, {
    now: now(),
    limit: options.limit ?? 20,
    leaseMs: JOB_LEASE_MS,
    kinds: options.kinds,
  });
  const outcome: RunOutcome = { done: 0, retried: 0, failed: 0 };
  for (const [index, job] of claimed.entries()) {
    if (options.stopping?.()) {
      await releaseJobs(
        deps.db,
        claimed.slice(index).map((left) => left.id),
      );
      break;
    }
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(deps, job.payload, job, now());
      await completeJob(deps.db, job.id, now());
      outcome.done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const result = await failJob(deps.db, job, message, now());
      if (result === "failed") outcome.failed += 1;
      else outcome.retried += 1;
      deps.logger.warn(`job ${job.kind} ${result === "failed" ? "failed for good" : "failed, will retry"}`, {
        id: job.id,
        attempt: job.attempts,
        error: message,
      });
    }
  }
  return outcome;
}
