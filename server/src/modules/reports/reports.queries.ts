import type { ReportReason, ReportStatus, ReportTargetType } from "@domain/reports/report-constants";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { profiles, reports, userBans } from "../../db/schema";

// The reports table: a user's new report, and the admins' queue over the open ones. Nothing here
// ever answers a report to anyone but an admin (the admin module reads the queue through this file).

export const ONE_OPEN_REPORT_INDEX = "reports_one_open_per_reporter_idx";

export type NewReport = {
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  targetUserId: string;
  targetLink: string | null;
  reason: ReportReason;
  details: string | null;
  snapshotTitle: string;
  snapshotText: string | null;
  snapshotOwnerName: string;
};

/** Throws the unique violation of ONE_OPEN_REPORT_INDEX when the reporter has this target open already. */
export async function insertReport(db: Database, values: NewReport): Promise<string> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error("report insert returned no row");
  return row.id;
}

const reporter = alias(profiles, "reporter");
const owner = alias(profiles, "owner");
const isOpen = eq(reports.status, "open");

const openOnTarget = sql<number>`(
  select count(*)::int from ${reports} same
  where same.target_type = ${reports.targetType} and same.target_id = ${reports.targetId} and same.status = 'open'
)`;

function selectQueue(db: Database) {
  return db
    .select({
      report: reports,
      reporter: { id: reporter.id, fullName: reporter.fullName, email: reporter.email, role: reporter.role },
      ownerName: owner.fullName,
      banned: sql<boolean>`${userBans.userId} is not null`,
      openOnTarget,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(owner, eq(owner.id, reports.targetUserId))
    .leftJoin(userBans, eq(userBans.userId, reports.targetUserId));
}
export type QueueRow = Awaited<ReturnType<typeof selectQueue>>[number];

/** The open reports, newest first, each with its reporter, the reported user and the open count on its target. */
export async function listOpenReports(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    selectQueue(db)
      .where(isOpen)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reports).where(isOpen),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findReport(db: Database, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

type ClosedReport = { id: string; reporterId: string; snapshotTitle: string };

/**
 * Closes the report with the admin's outcome and note, then every other open report on its
 * target, in the caller's transaction (call it inside one). Null when the report is not open
 * (any more): of two admins acting at once, the second waits on the first's row lock, then
 * finds it closed.
 */
export async function closeReportAndTarget(
  db: Database,
  input: { reportId: string; status: Exclude<ReportStatus, "open">; note: string; adminId: string },
): Promise<{ target: { type: ReportTargetType; id: string; userId: string }; closed: ClosedReport[] } | null> {
  const outcome = {
    status: input.status,
    resolutionNote: input.note,
    resolvedBy: input.adminId,
    resolvedAt: sql`now()`,
  };
  const closedColumns = { id: reports.id, reporterId: reports.reporterId, snapshotTitle: reports.snapshotTitle };
  const [first] = await db
    .update(reports)
    .set(outcome)
    .where(and(eq(reports.id, input.reportId), isOpen))
    .returning({
      ...closedColumns,
      targetType: reports.targetType,
      targetId: reports.targetId,
      targetUserId: reports.targetUserId,
    });
  if (!first) return null;
  const others = await db
    .update(reports)
    .set(outcome)
    .where(and(eq(reports.targetType, first.targetType), eq(reports.targetId, first.targetId), isOpen))
    .returning(closedColumns);
  const { targetType, targetId, targetUserId, ...closed } = first;
  return { target: { type: targetType, id: targetId, userId: targetUserId }, closed: [closed, ...others] };
}
