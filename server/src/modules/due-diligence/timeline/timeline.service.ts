import type { Party } from "@domain/due-diligence/process";
import { TIMELINE_EVENT_KINDS, TIMELINE_LIMIT, type TTimeline } from "@domain/due-diligence/timeline-schemas";
import type { Database } from "../../../db/client";
import { type Actor, participantProcessOrThrow } from "../process.service";
import { accessRevoked, ndaAccepted } from "./timeline-access.queries";
import { documentsOpened, documentsRequested, documentsShared } from "./timeline-documents.queries";
import { meetingChanges, meetingChangesUnrecorded, meetingsProposed } from "./timeline-meetings.queries";
import { processStarted, stageChanges } from "./timeline-process.queries";
import type { SourceEvent, TimelineSource } from "./timeline-source";

// A process's timeline: every source read for its newest events, merged, the newest TIMELINE_LIMIT
// kept and answered oldest first. Its two parties read the same events; anyone else gets 404.

const SOURCES: TimelineSource[] = [
  processStarted,
  stageChanges,
  meetingsProposed,
  meetingChanges,
  meetingChangesUnrecorded,
  documentsRequested,
  documentsShared,
  documentsOpened,
  accessRevoked,
  ndaAccepted,
];

/** Oldest first; events of one instant (one transaction) in the order of their kinds. */
function chronological(a: SourceEvent, b: SourceEvent): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    TIMELINE_EVENT_KINDS.indexOf(a.kind) - TIMELINE_EVENT_KINDS.indexOf(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

export async function getTimeline(db: Database, processId: string, actor: Actor): Promise<TTimeline> {
  const row = await participantProcessOrThrow(db, processId, actor);
  const process = { id: row.id, investorId: row.investorId, founderId: row.founderId, createdAt: row.createdAt };
  const found = (await Promise.all(SOURCES.map((source) => source(db, process, TIMELINE_LIMIT + 1)))).flat();
  found.sort(chronological);
  const partyOf = (userId: string | null): Party | null =>
    userId === row.investorId ? "investor" : userId === row.founderId ? "founder" : null;
  return {
    events: found.slice(-TIMELINE_LIMIT).map((e) => ({
      id: e.id,
      kind: e.kind,
      at: e.at.toISOString(),
      actor: partyOf(e.actorId),
      subject: e.subject,
      action: e.action,
      status: e.status,
    })),
    truncated: found.length > TIMELINE_LIMIT,
  };
}
