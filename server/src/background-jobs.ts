import type { AppDeps } from "./app-env";
import { jobHandlers } from "./job-handlers";
import { startJobWorker } from "./jobs/job-worker";
import { schedulePruneJobs } from "./jobs/prune-jobs";
import { startResponsivenessSchedule } from "./modules/responsiveness/responsiveness-jobs";

/**
 * The job queue's part of a process (decisions 027, 028, 032, 040): the recurring jobs scheduled
 * (the daily prune of done jobs, the response badge's hourly refresh and the daily scan of
 * unanswered cases; whichever process asks first), and, when `runJobs`, a worker that runs every
 * due job. A server started with JOB_WORKER=off schedules and enqueues but leaves the running to
 * `npm run worker` (server/src/worker.ts), so no job's work slows its requests.
 */
export async function startBackgroundJobs(deps: AppDeps, { runJobs }: { runJobs: boolean }) {
  await schedulePruneJobs(deps.db);
  const worker = runJobs ? startJobWorker(deps, jobHandlers) : null;
  const responsivenessSchedule = startResponsivenessSchedule(deps);
  return {
    /** Stops scheduling and waits for the batch of jobs under way. */
    stop: async () => {
      responsivenessSchedule.stop();
      await worker?.stop();
    },
  };
}
