import type { JobHandlers } from "./jobs/job-runner";
import { PRUNE_JOBS_JOB, pruneJobsJob } from "./jobs/prune-jobs";
import { MEETING_REMINDER_JOB, meetingReminderJob } from "./mail/meetings/meeting-reminder-job";
import { MATCH_ACTIVATIONS_JOB, matchActivationsJob } from "./modules/matching/matching-notify";
import { digestEmailJob } from "./modules/notifications/email/digest-email-job";
import {
  DIGEST_EMAIL_JOB,
  MESSAGES_EMAIL_JOB,
  NOTIFICATION_EMAIL_JOB,
} from "./modules/notifications/email/enqueue-notification-emails";
import { messagesEmailJob, notificationEmailJob } from "./modules/notifications/email/notification-email-jobs";
import { responsivenessJobHandlers } from "./modules/responsiveness/responsiveness-jobs";
import { POPULATION_JOB, populationJob } from "./modules/sample-data/population-jobs";

/**
 * Every kind of job the server runs, by name. A kind's handler lives in its area's module and
 * parses its own payload; this table is the one place that lists them all. It sits here, where the
 * app is composed, because jobs/ importing the modules would close a folder cycle the boundaries
 * forbid (jobs → module → … → jobs).
 */
export const jobHandlers: JobHandlers = {
  [MEETING_REMINDER_JOB]: meetingReminderJob,
  [NOTIFICATION_EMAIL_JOB]: notificationEmailJob,
  [MESSAGES_EMAIL_JOB]: messagesEmailJob,
  [DIGEST_EMAIL_JOB]: digestEmailJob,
  [MATCH_ACTIVATIONS_JOB]: matchActivationsJob,
  [POPULATION_JOB]: populationJob,
  [PRUNE_JOBS_JOB]: pruneJobsJob,
  ...responsivenessJobHandlers,
};
