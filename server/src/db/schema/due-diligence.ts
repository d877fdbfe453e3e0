import { DECLINE_REASONS, MEETING_STATUSES } from "@domain/due-diligence/constants";
import { DUE_DILIGENCE_STATUSES } from "@domain/due-diligence/stages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { businesses } from "./businesses";
import { campaigns } from "./campaigns";

export const dueDiligenceStatusEnum = pgEnum("due_diligence_status", DUE_DILIGENCE_STATUSES);
export const dueDiligenceDeclineReasonEnum = pgEnum("due_diligence_decline_reason", DECLINE_REASONS);
export const dueDiligenceMeetingStatusEnum = pgEnum("due_diligence_meeting_status", MEETING_STATUSES);

/**
 * One process per investor and business (unique index): a double click or two concurrent
 * Express Interest calls meet at the index and both get the same row.
 */
export const dueDiligenceProcesses = pgTable(
  "due_diligence_processes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    investorId: text("investor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    status: dueDiligenceStatusEnum("status").notNull().default("initial_contact"),
    progress: integer("progress").notNull().default(10),
    lastCommunication: text("last_communication").notNull(),
    lastCommunicationDate: timestamp("last_communication_date", { withTimezone: true }).notNull().defaultNow(),
    nextStep: text("next_step"),
    /** Set while declined, so the other party always gets an answer; cleared on restart. */
    declineReason: dueDiligenceDeclineReasonEnum("decline_reason"),
    declineNote: text("decline_note"),
    declinedBy: text("declined_by").references(() => user.id, { onDelete: "set null" }),
    /** Set while the founder has withdrawn the investor's access to every document of the process. */
    documentsRevokedAt: timestamp("documents_revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("due_diligence_processes_pair_idx").on(t.investorId, t.businessId),
    index("due_diligence_processes_business_updated_idx").on(t.businessId, t.updatedAt),
    index("due_diligence_processes_investor_updated_idx").on(t.investorId, t.updatedAt),
    check("due_diligence_processes_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

/** Meetings are kept on the server (CLARIFICATIONS): an instant plus the scheduler's zone. */
export const dueDiligenceMeetings = pgTable(
  "due_diligence_meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    processId: uuid("process_id")
      .notNull()
      .references(() => dueDiligenceProcesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** IANA zone the scheduler entered the time in; viewers see their own local time. */
    timeZone: text("time_zone").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    meetingLink: text("meeting_link").notNull(),
    agenda: text("agenda"),
    status: dueDiligenceMeetingStatusEnum("status").notNull().default("pending_approval"),
    /**
     * The .ics SEQUENCE (RFC 5545): raised by every change of the meeting, so a calendar that holds
     * an earlier invitation of the same UID takes the newer one (a cancellation included).
     */
    sequence: integer("sequence").notNull().default(0),
    scheduledBy: text("scheduled_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("due_diligence_meetings_process_starts_idx").on(t.processId, t.startsAt),
    // A double submit of Schedule Meeting makes one row: the same proposal by the same person
    // while it is still live. Once declined, cancelled or held it may be proposed again.
    uniqueIndex("due_diligence_meetings_live_proposal_idx")
      .on(t.processId, t.scheduledBy, t.startsAt, t.title)
      .where(sql`status in ('pending_approval', 'scheduled')`),
    check("due_diligence_meetings_duration", sql`${t.durationMinutes} between 15 and 240`),
  ],
);
