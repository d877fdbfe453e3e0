import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import {
  acceptsMeetings,
  decideMeeting,
  hasStarted,
  MEETING_REFUSAL_MESSAGES,
  type MeetingAction,
  zonedTimeToUtc,
} from "@domain/due-diligence/meetings";
import type { TMeeting, ZMeetingCreateSchema } from "@domain/due-diligence/meetings-schemas";
import type { Locale } from "@domain/i18n/locales";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { icsMethodOf, meetingIcs, meetingIcsFileName } from "../../mail/ics/meeting-ics";
import { enqueueMeetingReminders } from "../../mail/meetings/meeting-reminder-job";
import { addressOf, type MeetingMailDeps } from "../../mail/meetings/render-meeting-email";
import { notify } from "../notifications/notify";
import { recordEvents } from "./events.queries";
import {
  findLiveProposal,
  findMeeting,
  findMeetings,
  insertMeeting,
  type MeetingRow,
  updateMeetingFrom,
} from "./meetings.queries";
import { lockProcess } from "./process.queries";
import { type Actor, actionableProcessOrThrow, participantProcessOrThrow } from "./process.service";
import { otherPartyOf } from "./process-view";

// Meetings (kept on the server, CLARIFICATIONS): either party schedules, the OTHER party
// approves or declines, either party completes or cancels. Only the process's participants
// reach any of this (the process check comes first, 404 otherwise).

type MeetingCreate = z.output<typeof ZMeetingCreateSchema>;

function toMeeting(row: MeetingRow, investorId: string): TMeeting {
  return {
    id: row.id,
    processId: row.processId,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    meetingLink: row.meetingLink,
    agenda: row.agenda,
    status: row.status,
    scheduledBy: row.scheduledBy === investorId ? "investor" : "founder",
    scheduledByName: row.scheduledByName,
    createdAt: row.createdAt.toISOString(),
  };
}

const meetingNotFound = () => new AppError("NOT_FOUND", M.meetingNotFound);

export async function listMeetings(db: Database, processId: string, actor: Actor): Promise<TMeeting[]> {
  const process = await participantProcessOrThrow(db, processId, actor);
  const rows = await findMeetings(db, process.id);
  return rows.map((r) => toMeeting(r, process.investorId));
}

/** Schedules a meeting; a double submit of the same proposal answers the first (created: false). */
export async function scheduleMeeting(
  db: Database,
  processId: string,
  actor: Actor,
  input: MeetingCreate,
): Promise<{ meeting: TMeeting; created: boolean }> {
  const process = await actionableProcessOrThrow(db, processId, actor);
  if (!acceptsMeetings(process.status)) throw new AppError("CONFLICT", M.notActive);
  const startsAt = zonedTimeToUtc(input.date, input.time, input.timeZone);
  const proposal = { processId: process.id, scheduledBy: actor.userId, startsAt, title: input.title };
  const created = await db.transaction(async (tx) => {
    const meetingId = await insertMeeting(tx, {
      ...proposal,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      meetingLink: input.meetingLink,
      agenda: input.agenda,
    });
    if (!meetingId) return null;
    await notify(tx, {
      userId: otherPartyOf(process),
      key: "meeting.proposed",
      params: {
        actor: actor.name,
        title: input.title,
        startsAt: startsAt.toISOString(),
        timeZone: input.timeZone,
        meetingId,
      },
      link: `/due-diligence/${process.id}`,
    });
    return meetingId;
  });
  const id = created ?? (await findLiveProposal(db, proposal));
  // The first of a double submit was declined or cancelled in between: nothing live to answer with.
  if (!id) throw new AppError("CONFLICT", M.stale);
  const row = await findMeeting(db, process.id, id);
  if (!row) throw new Error(`meeting ${id} vanished`);
  return { meeting: toMeeting(row, process.investorId), created: created !== null };
}

export async function actOnMeeting(
  db: Database,
  processId: string,
  meetingId: string,
  actor: Actor,
  action: MeetingAction,
): Promise<TMeeting> {
  const process = await actionableProcessOrThrow(db, processId, actor);
  const meeting = await findMeeting(db, process.id, meetingId);
  if (!meeting) throw meetingNotFound();
  const started = hasStarted(meeting.startsAt);
  const decision = decideMeeting(action, meeting.status, meeting.scheduledBy === actor.userId, started);
  if (!decision.ok) throw new AppError("CONFLICT", MEETING_REFUSAL_MESSAGES[decision.refusal]);
  await db.transaction(async (tx) => {
    // Completing a meeting changes what an advance out of Q&A Scheduled counts: same lock.
    await lockProcess(tx, process.id);
    if (!(await updateMeetingFrom(tx, meeting.id, meeting.status, decision.to))) {
      throw new AppError("CONFLICT", M.stale);
    }
    await recordEvents(tx, [
      { processId: process.id, meetingId: meeting.id, action, status: decision.to, actorId: actor.userId },
    ]);
    // Approval schedules it: both parties' reminders are queued with the change, or not at all.
    if (decision.to === "scheduled") {
      await enqueueMeetingReminders(tx, meeting, [process.investorId, process.founderId]);
    }
    await notify(tx, {
      userId: otherPartyOf(process),
      key: "meeting.status",
      params: { actor: actor.name, title: meeting.title, status: decision.to, meetingId: meeting.id },
      link: `/due-diligence/${process.id}`,
    });
  });
  const row = await findMeeting(db, process.id, meeting.id);
  if (!row) throw meetingNotFound();
  return toMeeting(row, process.investorId);
}

/**
 * The meeting's .ics file for the viewer, in `locale` (the reader's language): an invitation, or
 * a cancellation once cancelled, with the viewer as its one attendee (decision 030).
 */
export async function meetingCalendarFile(
  deps: MeetingMailDeps,
  processId: string,
  meetingId: string,
  actor: Actor & { email: string },
  locale: Locale,
) {
  const process = await participantProcessOrThrow(deps.db, processId, actor);
  const meeting = await findMeeting(deps.db, process.id, meetingId);
  if (!meeting) throw meetingNotFound();
  const body = meetingIcs(
    {
      meeting,
      schedulerName: meeting.scheduledByName,
      organizerEmail: addressOf(deps.env.MAIL_FROM),
      reader: { name: actor.name, email: actor.email, isScheduler: meeting.scheduledBy === actor.userId },
      counterpartName: process.viewerRole === "investor" ? process.businessName : process.investorName,
      processUrl: `${deps.env.appUrl}/due-diligence/${process.id}`,
      now: new Date(),
    },
    locale,
  );
  return { body, fileName: meetingIcsFileName(meeting.id, locale), method: icsMethodOf(meeting.status) };
}
