import type { MeetingStatus } from "@domain/due-diligence/constants";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { dueDiligenceMeetings, profiles } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// Meetings of a process. Callers have already checked the viewer is a participant of the
// process (findProcessForParticipant); every statement here is scoped by the process id.

const m = dueDiligenceMeetings;

const meetingSelection = {
  id: m.id,
  processId: m.processId,
  title: m.title,
  startsAt: m.startsAt,
  timeZone: m.timeZone,
  durationMinutes: m.durationMinutes,
  meetingLink: m.meetingLink,
  agenda: m.agenda,
  status: m.status,
  sequence: m.sequence,
  scheduledBy: m.scheduledBy,
  scheduledByName: profiles.fullName,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
};

export type MeetingRow = Awaited<ReturnType<typeof findMeetings>>[number];

export function findMeetings(db: Database, processId: string) {
  return db
    .select(meetingSelection)
    .from(m)
    .innerJoin(profiles, eq(profiles.id, m.scheduledBy))
    .where(eq(m.processId, processId))
    .orderBy(asc(m.startsAt), asc(m.id));
}

export async function findMeeting(db: Database, processId: string, meetingId: string): Promise<MeetingRow | null> {
  if (!isUuid(meetingId)) return null;
  const [row] = await db
    .select(meetingSelection)
    .from(m)
    .innerJoin(profiles, eq(profiles.id, m.scheduledBy))
    .where(and(eq(m.processId, processId), eq(m.id, meetingId)))
    .limit(1);
  return row ?? null;
}

type MeetingInsert = typeof m.$inferInsert;

/** The new meeting's id, or null when the same proposal is already live (a double submit). */
export async function insertMeeting(db: Database, values: MeetingInsert): Promise<string | null> {
  const [row] = await db.insert(m).values(values).onConflictDoNothing().returning({ id: m.id });
  return row?.id ?? null;
}

/** The live meeting a double submit collided with (due_diligence_meetings_live_proposal_idx). */
export async function findLiveProposal(
  db: Database,
  p: Pick<MeetingInsert, "processId" | "scheduledBy" | "startsAt" | "title">,
): Promise<string | null> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        eq(m.processId, p.processId),
        eq(m.scheduledBy, p.scheduledBy),
        eq(m.startsAt, p.startsAt),
        eq(m.title, p.title),
        inArray(m.status, ["pending_approval", "scheduled"]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Moves a meeting only if it is still at `from` (two clicks, one change). Every change raises its
 * .ics SEQUENCE, as does the cancellation below.
 */
export async function updateMeetingFrom(
  db: Database,
  meetingId: string,
  from: MeetingStatus,
  to: MeetingStatus,
): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({ status: to, sequence: sql`${m.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(m.id, meetingId), eq(m.status, from)))
    .returning({ id: m.id });
  return rows.length > 0;
}

/** Decline of a process cancels its open meetings; the ids of those it cancelled. */
export async function cancelOpenMeetings(db: Database, processId: string): Promise<string[]> {
  const rows = await db
    .update(m)
    .set({ status: "cancelled", sequence: sql`${m.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(m.processId, processId), inArray(m.status, ["pending_approval", "scheduled"])))
    .returning({ id: m.id });
  return rows.map((r) => r.id);
}
