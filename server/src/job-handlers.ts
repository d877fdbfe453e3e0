import type { JobHandlers } from "./jobs/job-runner";
import { PRUNE_JOBS_JOB, pruneJobsJob } from "./jobs/prune-jobs";
import { MEETING_REMINDER_JOB, meetingReminderJob } from "./mail/meetings/meeting-reminder-job";
import { MATCH_ACTIVATIONS_JOB, matchActivationsJob } from "./modules/matching/matching-notify";
import { POPULATION_JOB, populationJob } from "./modules/sample-data/population-jobs";

/**
 * Every kind of job the server runs, by name. A kind's handler lives in its area's module and
 * parses its own payload; this table is the one place that lists them all.
 */
export const jobHandlers: JobHandlers = {
  [MEETING_REMINDER_JOB]: meetingReminderJob,
  [MATCH_ACTIVATIONS_JOB]: matchActivationsJob,
  [POPULATION_JOB]: populationJob,
  [PRUNE_JOBS_JOB]: pruneJobsJob,
};
