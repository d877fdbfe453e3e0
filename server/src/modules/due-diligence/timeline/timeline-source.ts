import type { TimelineAction, TimelineEventKind } from "@domain/due-diligence/timeline-schemas";
import type { Database } from "../../../db/client";

// The shape every timeline source answers: one kind of event (or a few of one subject) read from
// the rows that record them. The service merges the sources; a new source is one more function.

type TimelineProcess = { id: string; investorId: string; founderId: string; createdAt: Date };

export type SourceEvent = {
  id: string;
  kind: TimelineEventKind;
  at: Date;
  actorId: string | null;
  subject: string | null;
  action: TimelineAction | null;
  status: string | null;
};

/** At most `limit` of the process's newest events of the source's kinds. */
export type TimelineSource = (db: Database, process: TimelineProcess, limit: number) => Promise<SourceEvent[]>;

export const event = (e: Partial<SourceEvent> & Pick<SourceEvent, "id" | "kind" | "at">): SourceEvent => ({
  actorId: null,
  subject: null,
  action: null,
  status: null,
  ...e,
});
