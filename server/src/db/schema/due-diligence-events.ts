import type { TimelineAction } from "@domain/due-diligence/timeline-schemas";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { dueDiligenceMeetings, dueDiligenceProcesses } from "./due-diligence";

/**
 * The changes of a process that leave no row of their own behind (decision 024): a stage change
 * (advance, approve, decline, restart) and a meeting's answer or end (approve, decline, complete,
 * cancel). Written in the transaction of the change; only ever added. The process's timeline reads
 * them beside the rows that carry their own time (the process, its meetings, documents and opens).
 */
export const dueDiligenceEvents = pgTable(
  "due_diligence_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    processId: uuid("process_id")
      .notNull()
      .references(() => dueDiligenceProcesses.id, { onDelete: "cascade" }),
    /** Null for a stage change; the meeting for a meeting's change. */
    meetingId: uuid("meeting_id").references(() => dueDiligenceMeetings.id, { onDelete: "cascade" }),
    action: text("action").$type<TimelineAction>().notNull(),
    /** The stage or the meeting status reached. */
    status: text("status").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("due_diligence_events_process_created_idx").on(t.processId, t.createdAt)],
);
