import type { MeetingStatus } from "@domain/due-diligence/constants";
import type { TimelineAction } from "@domain/due-diligence/timeline-schemas";
import { and, desc, eq, isNotNull, ne, notExists } from "drizzle-orm";
import { dueDiligenceEvents, dueDiligenceMeetings } from "../../../db/schema";
import { event, type TimelineSource } from "./timeline-source";

// Meeting invitations: proposed (the meeting's row), then each answer or end recorded in
// due_diligence_events. A meeting that moved before that history was kept (or was written by the
// demo data) shows its current status at its last update, with no one named.

const m = dueDiligenceMeetings;
const e = dueDiligenceEvents;

export const meetingsProposed: TimelineSource = async (db, process, limit) => {
  const rows = await db
    .select({ id: m.id, title: m.title, createdAt: m.createdAt, scheduledBy: m.scheduledBy })
    .from(m)
    .where(eq(m.processId, process.id))
    .orderBy(desc(m.createdAt))
    .limit(limit);
  return rows.map((r) =>
    event({
      id: `meeting:${r.id}`,
      kind: "meeting_proposed",
      at: r.createdAt,
      actorId: r.scheduledBy,
      subject: r.title,
    }),
  );
};

export const meetingChanges: TimelineSource = async (db, process, limit) => {
  const rows = await db
    .select({ id: e.id, title: m.title, at: e.createdAt, actorId: e.actorId, action: e.action, status: e.status })
    .from(e)
    .innerJoin(m, eq(m.id, e.meetingId))
    .where(and(eq(e.processId, process.id), isNotNull(e.meetingId)))
    .orderBy(desc(e.createdAt))
    .limit(limit);
  return rows.map((r) =>
    event({
      id: `meeting-change:${r.id}`,
      kind: "meeting_changed",
      at: r.at,
      actorId: r.actorId,
      subject: r.title,
      action: r.action,
      status: r.status,
    }),
  );
};

/** The action a status is reached by, for a change with no recorded history. */
const ACTION_OF: Record<Exclude<MeetingStatus, "pending_approval">, TimelineAction> = {
  scheduled: "approve",
  completed: "complete",
  cancelled: "cancel",
};

export const meetingChangesUnrecorded: TimelineSource = async (db, process, limit) => {
  const recorded = db.select({ id: e.id }).from(e).where(eq(e.meetingId, m.id));
  const rows = await db
    .select({ id: m.id, title: m.title, status: m.status, updatedAt: m.updatedAt })
    .from(m)
    .where(and(eq(m.processId, process.id), ne(m.status, "pending_approval"), notExists(recorded)))
    .orderBy(desc(m.updatedAt))
    .limit(limit);
  return rows.flatMap((r) =>
    r.status === "pending_approval"
      ? []
      : [
          event({
            id: `meeting-state:${r.id}`,
            kind: "meeting_changed",
            at: r.updatedAt,
            subject: r.title,
            action: ACTION_OF[r.status],
            status: r.status,
          }),
        ],
  );
};
