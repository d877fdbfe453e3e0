import { checkReminder, plannedReminders, REMINDER_OFFSETS } from "@domain/due-diligence/meeting-reminders";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { JobHandler } from "../../jobs/job-runner";
import { enqueueJobs } from "../../jobs/jobs.queries";
import { inLocale } from "../../lib/request-locale";
import { isEmailKindOff } from "../email-preferences.queries";
import { footerFor, withUnsubscribe } from "../notification-mail";
import { findMeetingMailContext } from "./meeting-mail.queries";
import { meetingEmailFor } from "./render-meeting-email";

// Meeting reminders as jobs (decision 030): enqueued in the transaction that schedules a meeting,
// one per party and offset, each named by meeting, start, offset and party (a second approval or a
// retried request adds none). Each checks the meeting again when it runs: a cancelled or moved
// meeting, a banned party or an overtaken reminder sends nothing, and the job is simply done. A
// party who turned meeting e-mails off gets none (decision 028); any other choice, the digest
// included, still gets its reminders on time: a reminder in tomorrow's digest would come too late.

export const MEETING_REMINDER_JOB = "meeting.reminder";

const ZReminderPayload = z.object({
  meetingId: z.string(),
  recipientId: z.string(),
  /** The start the reminder was planned for: a meeting that moved since is not this one's. */
  startsAt: z.iso.datetime(),
  offset: z.enum(REMINDER_OFFSETS),
});

/** Enqueues the reminders still ahead of `now` for both parties; returns how many were added. */
export async function enqueueMeetingReminders(
  db: Database,
  meeting: { id: string; startsAt: Date },
  partyIds: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  return enqueueJobs(
    db,
    plannedReminders(meeting, partyIds, now).map((reminder) => ({
      kind: MEETING_REMINDER_JOB,
      payload: {
        meetingId: meeting.id,
        recipientId: reminder.recipientId,
        startsAt: meeting.startsAt.toISOString(),
        offset: reminder.offset,
      },
      dedupeKey: reminder.dedupeKey,
      runAt: reminder.runAt,
    })),
  );
}

export const meetingReminderJob: JobHandler = async (deps, payload, _job, now) => {
  // A payload this code cannot read will never succeed: it fails for good, with the reason kept.
  const planned = ZReminderPayload.parse(payload);
  const context = await findMeetingMailContext(deps.db, planned.meetingId);
  if (!context) return;
  const check = checkReminder(context.meeting, { startsAt: new Date(planned.startsAt), offset: planned.offset }, now);
  if (check !== "send") {
    deps.logger.info("meeting reminder not sent", {
      meetingId: planned.meetingId,
      offset: planned.offset,
      reason: check,
    });
    return;
  }
  if (await isEmailKindOff(deps.db, planned.recipientId, "meeting")) return;
  const mail = meetingEmailFor(deps.env, context, planned.recipientId, `reminder_${planned.offset}`, now);
  if (!mail) return;
  const locale = [context.investor, context.founder].find((p) => p.id === planned.recipientId)?.locale ?? "en";
  const footer = inLocale(locale, () => footerFor(deps.env.appUrl, deps.unsubscribe, planned.recipientId, "meeting"));
  await deps.mailer.send(inLocale(locale, () => withUnsubscribe(mail, footer)));
};
