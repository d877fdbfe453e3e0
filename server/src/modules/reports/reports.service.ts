import { REPORT_MESSAGES, REPORT_TARGET_NOT_FOUND } from "@domain/reports/report-constants";
import type { ZCreateReportSchema } from "@domain/reports/report-schemas";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/postgres";
import { findReportTarget } from "./report-targets.queries";
import { insertReport, ONE_OPEN_REPORT_INDEX } from "./reports.queries";

// A user's report: only of content they can see, never of their own, once per target while open.
// The reported user is told nothing.

type ReportInput = z.output<typeof ZCreateReportSchema>;

export async function createReport(db: Database, reporterId: string, input: ReportInput): Promise<{ id: string }> {
  const target = await findReportTarget(db, reporterId, input.targetType, input.targetId);
  // Other viewers see a campaign only while it is active; its owner may not report it anyway.
  const hidden =
    target?.campaignStatus !== undefined && target.campaignStatus !== "active" && target.ownerId !== reporterId;
  if (!target || hidden) throw new AppError("NOT_FOUND", REPORT_TARGET_NOT_FOUND[input.targetType]);
  if (target.ownerId === reporterId) throw new AppError("FORBIDDEN", REPORT_MESSAGES.ownContent);
  try {
    const id = await insertReport(db, {
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      targetUserId: target.ownerId,
      targetLink: target.link,
      reason: input.reason,
      details: input.details,
      snapshotTitle: target.title,
      snapshotText: target.text,
      snapshotOwnerName: target.ownerName,
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN_REPORT_INDEX)) throw new AppError("CONFLICT", REPORT_MESSAGES.duplicate);
    throw error;
  }
}
