import { MEETING_REMINDER_JOB, meetingReminderJob } from "../mail/meetings/meeting-reminder-job";
import { digestEmailJob } from "../modules/notifications/email/digest-email-job";
import {
  DIGEST_EMAIL_JOB,
  MESSAGES_EMAIL_JOB,
  NOTIFICATION_EMAIL_JOB,
} from "../modules/notifications/email/enqueue-notification-emails";
import { messagesEmailJob, notificationEmailJob } from "../modules/notifications/email/notification-email-jobs";
import type { JobHandlers } from "./job-runner";

/**
 * Every kind of job the server runs, by name. A kind's handler lives in its area's module and
 * parses its own payload; this table is the one place that lists them all.
 */
export const jobHandlers: JobHandlers = {
  [MEETING_REMINDER_JOB]: meetingReminderJob,
  [NOTIFICATION_EMAIL_JOB]: notificationEmailJob,
  [MESSAGES_EMAIL_JOB]: messagesEmailJob,
  [DIGEST_EMAIL_JOB]: digestEmailJob,
};
