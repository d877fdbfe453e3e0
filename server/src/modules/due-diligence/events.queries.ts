import type { TimelineAction } from "@domain/due-diligence/timeline-schemas";
import type { Database } from "../../db/client";
import { dueDiligenceEvents } from "../../db/schema";

// The process's history of changes that leave no row of their own (decision 024): written by the
// stage and meeting changes, in their transaction, and read by the timeline.

export type ProcessEvent = {
  processId: string;
  meetingId?: string | null;
  action: TimelineAction;
  status: string;
  actorId: string | null;
};

export async function recordEvents(db: Database, events: ProcessEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(dueDiligenceEvents).values(events);
}
