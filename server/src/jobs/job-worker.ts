import type { AppDeps } from "../app-env";
import { type JobHandlers, runDueJobs } from "./job-runner";

/** How often an idle worker looks for due jobs. */
const JOB_POLL_MS = 1_000;

/**
 * Runs due jobs in the background (the timer does not hold the process open). A busy queue is
 * drained batch after batch without waiting for the next tick. A server (main.ts) or a worker
 * process (worker.ts) starts it through background-jobs.ts and, on shutdown, stops it: the job
 * under way finishes, the batch's others go back to the queue, then the database closes.
 */
export function startJobWorker(deps: AppDeps, handlers: JobHandlers, pollMs = JOB_POLL_MS) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const drain = async () => {
    while (!stopped) {
      const outcome = await runDueJobs(deps, handlers, { stopping: () => stopped });
      if (outcome.done + outcome.retried + outcome.failed === 0) return;
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = drain()
      .catch((error: unknown) => {
        deps.logger.warn("job worker failed", { error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        running = null;
      });
  }, pollMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
