import type { MeetingStatus } from "./constants";

// Meeting reminders (issue 22, decision 030): each party gets one 24 hours and one 1 hour before
// the start of a meeting once it is scheduled. They are jobs, enqueued when the meeting is
// approved; each job checks again when it runs, since the meeting may have been cancelled or moved.

export const REMINDER_OFFSETS = ["24h", "1h"] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

const HOUR_MS = 60 * 60 * 1000;
/** How long before the start each reminder goes, longest first. */
const REMINDER_LEAD_MS: Record<ReminderOffset, number> = { "24h": 24 * HOUR_MS, "1h": HOUR_MS };

export type PlannedReminder = { offset: ReminderOffset; recipientId: string; runAt: Date; dedupeKey: string };

/**
 * The job's own name: one per meeting, start, offset and recipient, so enqueueing twice adds one,
 * and a meeting whose start moved gets reminders of its own while the old ones find it changed.
 */
export const reminderDedupeKey = (meetingId: string, startsAt: Date, offset: ReminderOffset, recipientId: string) =>
  `meeting-reminder:${meetingId}:${startsAt.toISOString()}:${offset}:${recipientId}`;

/** The reminders to enqueue for a meeting that starts at `startsAt`, leaving out those whose time has passed. */
export function plannedReminders(
  meeting: { id: string; startsAt: Date },
  recipientIds: readonly string[],
  now: Date,
): PlannedReminder[] {
  return REMINDER_OFFSETS.flatMap((offset) => {
    const runAt = new Date(meeting.startsAt.getTime() - REMINDER_LEAD_MS[offset]);
    if (runAt.getTime() <= now.getTime()) return [];
    return recipientIds.map((recipientId) => ({
      offset,
      recipientId,
      runAt,
      dedupeKey: reminderDedupeKey(meeting.id, meeting.startsAt, offset, recipientId),
    }));
  });
}

export type ReminderCheck = "send" | "not_scheduled" | "moved" | "too_late";

/**
 * Whether a reminder job should still send when it runs at `now`: the meeting is still scheduled
 * at the start the reminder was planned for, and the reminder is not overtaken (a job that ran
 * late after a long outage: the 24-hour reminder once the 1-hour one is due, any once it started).
 */
export function checkReminder(
  meeting: { status: MeetingStatus; startsAt: Date },
  planned: { startsAt: Date; offset: ReminderOffset },
  now: Date,
): ReminderCheck {
  if (meeting.status !== "scheduled") return "not_scheduled";
  if (meeting.startsAt.getTime() !== planned.startsAt.getTime()) return "moved";
  const shorter = REMINDER_OFFSETS.slice(REMINDER_OFFSETS.indexOf(planned.offset) + 1);
  const overtakenAt = meeting.startsAt.getTime() - Math.max(0, ...shorter.map((o) => REMINDER_LEAD_MS[o]));
  return now.getTime() >= overtakenAt ? "too_late" : "send";
}
