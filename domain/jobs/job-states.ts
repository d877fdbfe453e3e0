/**
 * A job's life: pending (waiting for its time), running (claimed by one process), done, or
 * failed (its attempts used up; an admin may put it back to pending).
 */
export const JOB_STATES = ["pending", "running", "done", "failed"] as const;

/** Attempts before a job counts as failed. */
export const JOB_MAX_ATTEMPTS = 5;

/** The wait before attempt n + 1 after n failures: 30 s, 1 min, 2 min, … capped at one hour. */
export function jobBackoffMs(failures: number): number {
  const base = 30_000 * 2 ** Math.max(0, failures - 1);
  return Math.min(base, 60 * 60 * 1000);
}

/** One of the states above. */
export type JobState = (typeof JOB_STATES)[number];

/** Jobs listed per page on /admin/jobs. */
export const ADMIN_JOBS_PAGE_SIZE = 50;
