import { z } from "zod";
import { zText } from "../schemas/fields";
import { ZPartySchema } from "./process-schemas";

// A process's timeline (issue 21): what happened, oldest first. Each kind comes from one source on
// the server (server/src/modules/due-diligence/timeline/); a new kind is a value here, a source
// there and a sentence in the web's timeline texts.

export const TIMELINE_EVENT_KINDS = [
  "process_started",
  "stage_changed",
  "meeting_proposed",
  "meeting_changed",
  "document_requested",
  "document_shared",
  "document_opened",
  "document_access_revoked",
  "nda_accepted",
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

/** Stage actions (the workflow's) and meeting actions (the meetings'), as recorded. */
const TIMELINE_ACTIONS = ["advance", "approve", "decline", "restart", "complete", "cancel"] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

/** The newest events a timeline answers; older ones are counted as left out. */
export const TIMELINE_LIMIT = 200;

const ZTimelineEventSchema = z.object({
  /** Stable across reads: the kind and the row it comes from. */
  id: zText(),
  kind: z.enum(TIMELINE_EVENT_KINDS),
  at: zText(),
  /** Who did it; null when it is not recorded (a change from before the history was kept). */
  actor: ZPartySchema.nullable(),
  /** The document's name or the meeting's title. */
  subject: zText().nullable(),
  action: z.enum(TIMELINE_ACTIONS).nullable(),
  /** The stage or the meeting status reached. */
  status: zText().nullable(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEventSchema>;

/** GET /api/due-diligence/{id}/timeline (the process's two parties). */
export const ZTimelineSchema = z.object({ events: z.array(ZTimelineEventSchema), truncated: z.boolean() });
export type TTimeline = z.infer<typeof ZTimelineSchema>;
