import { and, desc, eq, isNull } from "drizzle-orm";
import { dueDiligenceEvents } from "../../../db/schema";
import { event, type TimelineSource } from "./timeline-source";

// The process's own events: started (the investor's interest, the row's creation) and each stage
// change recorded in due_diligence_events (decision 024).

const e = dueDiligenceEvents;

export const processStarted: TimelineSource = async (_db, process) => [
  event({ id: `started:${process.id}`, kind: "process_started", at: process.createdAt, actorId: process.investorId }),
];

export const stageChanges: TimelineSource = async (db, process, limit) => {
  const rows = await db
    .select()
    .from(e)
    .where(and(eq(e.processId, process.id), isNull(e.meetingId)))
    .orderBy(desc(e.createdAt))
    .limit(limit);
  return rows.map((r) =>
    event({
      id: `stage:${r.id}`,
      kind: "stage_changed",
      at: r.createdAt,
      actorId: r.actorId,
      action: r.action,
      status: r.status,
    }),
  );
};
