import { UTC } from "@domain/i18n/time-zones";
import { digestWindowFor } from "@domain/notifications/digest-schedule";
import { MESSAGE_EMAIL_QUIET_MS } from "@domain/notifications/email-kinds";
import { inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { type notifications, user } from "../../../db/schema";
import { enqueueJobs, type JobInput } from "../../../jobs/jobs.queries";
import { findEmailPreferences } from "../../../mail/email-preferences.queries";
import { emailKindOf } from "./email-kind-of";

// The e-mails that follow notifications (decision 028): each new notification becomes a job by
// its recipient's choice for its kind — one e-mail at once, an entry in their next daily digest,
// or nothing. Every job is named by the event it follows (its dedupe key), so a retried request,
// a refreshed notification or a second call adds no second e-mail. Call it in the transaction that
// creates the notifications: the jobs exist exactly when the notifications do.

export const NOTIFICATION_EMAIL_JOB = "email.notification";
export const MESSAGES_EMAIL_JOB = "email.messages";
export const DIGEST_EMAIL_JOB = "email.digest";
/** Every kind of e-mail job this pipeline queues. */
export const EMAIL_JOB_KINDS = [NOTIFICATION_EMAIL_JOB, MESSAGES_EMAIL_JOB, DIGEST_EMAIL_JOB];

type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  "id" | "userId" | "messageKey" | "dedupeKey" | "createdAt"
>;

/**
 * Enqueues the e-mails of notifications just created (or refreshed). notify() calls it for each
 * notification; a path that inserts notifications in bulk calls it once with all of them.
 * Returns how many jobs were added.
 */
export async function enqueueNotificationEmails(db: Database, rows: readonly NotificationRow[]): Promise<number> {
  const mailable = rows.flatMap((row) => {
    const kind = emailKindOf(row.messageKey);
    return kind ? [{ row, kind }] : [];
  });
  if (mailable.length === 0) return 0;
  const userIds = [...new Set(mailable.map(({ row }) => row.userId))];
  const [preferences, zones] = await Promise.all([
    findEmailPreferences(db, userIds),
    db.select({ id: user.id, timeZone: user.timeZone }).from(user).where(inArray(user.id, userIds)),
  ]);
  const zoneOf = new Map(zones.map((z) => [z.id, z.timeZone ?? UTC]));
  // A bulk's rows share their creation time (the transaction's now()) and a few zones: each
  // window once per zone and instant, not once per row (a drain of a million rows computed it a million times).
  const windows = new Map<string, ReturnType<typeof digestWindowFor>>();
  const windowOf = (at: Date, zone: string) => {
    const key = `${zone}\u0000${at.getTime()}`;
    let window = windows.get(key);
    if (!window) {
      window = digestWindowFor(at, zone);
      windows.set(key, window);
    }
    return window;
  };
  const jobs: JobInput[] = [];
  const digests = new Set<string>();
  for (const { row, kind } of mailable) {
    const frequency = preferences.get(row.userId)?.[kind] ?? "off";
    if (frequency === "off") continue;
    if (frequency === "digest") {
      const job = digestJob(row.userId, windowOf(row.createdAt, zoneOf.get(row.userId) ?? UTC));
      // A user's digest is named once however many of their rows the bulk holds.
      if (!digests.has(job.dedupeKey)) jobs.push(job);
      digests.add(job.dedupeKey);
    } else if (kind === "message" && row.dedupeKey) {
      jobs.push(messagesJob(row));
    } else {
      jobs.push({
        kind: NOTIFICATION_EMAIL_JOB,
        payload: { notificationId: row.id, messageKey: row.messageKey },
        dedupeKey: `email:notification:${row.id}:${row.messageKey}`,
      });
    }
  }
  // A bulk (notifyMany) names each user's digest once per notification: one row per key is enough.
  const once = new Map(jobs.map((job, index) => [job.dedupeKey ?? `#${index}`, job]));
  return enqueueJobs(db, [...once.values()]);
}

/**
 * A conversation's messages are e-mailed together: one e-mail per conversation per 10-minute
 * period, sent when the period ends, and only if they are still unread and the recipient is not
 * reading live (the job checks both when it runs).
 */
function messagesJob(row: NotificationRow): JobInput {
  const period = Math.floor(row.createdAt.getTime() / MESSAGE_EMAIL_QUIET_MS);
  return {
    kind: MESSAGES_EMAIL_JOB,
    payload: { userId: row.userId, notificationKey: row.dedupeKey },
    dedupeKey: `email:messages:${row.userId}:${row.dedupeKey}:${period}`,
    runAt: new Date((period + 1) * MESSAGE_EMAIL_QUIET_MS),
  };
}

/** The recipient's next digest: one per user per day, whatever number of items lead to it. */
function digestJob(userId: string, window: ReturnType<typeof digestWindowFor>): JobInput & { dedupeKey: string } {
  return {
    kind: DIGEST_EMAIL_JOB,
    payload: { userId, from: window.from.toISOString(), to: window.to.toISOString() },
    dedupeKey: `email:digest:${userId}:${window.date}`,
    runAt: window.to,
  };
}
