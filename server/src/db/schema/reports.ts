import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from "@domain/reports/report-constants";
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const reportTargetTypeEnum = pgEnum("report_target_type", REPORT_TARGET_TYPES);
export const reportReasonEnum = pgEnum("report_reason", REPORT_REASONS);
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);

/**
 * A user's report of a business, campaign, investor profile or message. It keeps the content as
 * it was when reported (the snapshot), since the owner may change or delete it afterwards. Open
 * until an admin acts on its target; the action closes every open report on that target.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    targetType: reportTargetTypeEnum("target_type").notNull(),
    /** A business, campaign or message id, or an investor's user id. No foreign key: the report outlives its content. */
    targetId: text("target_id").notNull(),
    /** Whose content it is: the user a ban would hit. */
    targetUserId: text("target_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The content's page in the app when it was reported; null for a message. */
    targetLink: text("target_link"),
    reason: reportReasonEnum("reason").notNull(),
    details: text("details"),
    snapshotTitle: text("snapshot_title").notNull(),
    snapshotText: text("snapshot_text"),
    snapshotOwnerName: text("snapshot_owner_name").notNull(),
    status: reportStatusEnum("status").notNull().default("open"),
    /** The admin's note on the action that closed the report. */
    resolutionNote: text("resolution_note"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per reporter and target: a second answers 409, and two at once make one row.
    uniqueIndex("reports_one_open_per_reporter_idx")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`status = 'open'`),
    // The queue (open, newest first) and the open count per target.
    index("reports_open_created_idx").on(t.createdAt).where(sql`status = 'open'`),
    index("reports_open_target_idx").on(t.targetType, t.targetId).where(sql`status = 'open'`),
  ],
);
