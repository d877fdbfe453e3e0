import { moderationActionsFor, reportStatusAfter } from "@domain/reports/moderation";
import type { TModerationReport } from "@domain/reports/moderation-schemas";
import { MODERATION_MESSAGES as M, type ModerationAction } from "@domain/reports/report-constants";
import type { Database } from "../../db/client";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/postgres";
import { notify } from "../notifications/notify";
import { closeReportAndTarget, findReport, listOpenReports, type QueueRow } from "../reports/reports.queries";
import { banAccount } from "./admin.service";
import { unpublishCampaign } from "./admin-reports.queries";
import { type AdminActor, findAdminUser } from "./admin-users.queries";

// The moderation queue: open reports newest first, and an admin's action on one, which closes
// every open report on the same target and tells each reporter the outcome in neutral words.

function toModerationReport({ report, reporter, ownerName, banned, openOnTarget }: QueueRow): TModerationReport {
  return {
    id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    targetLink: report.targetLink,
    reason: report.reason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
    snapshot: { title: report.snapshotTitle, text: report.snapshotText, ownerName: report.snapshotOwnerName },
    reportedUser: { id: report.targetUserId, fullName: ownerName ?? report.snapshotOwnerName, banned },
    reporter: {
      id: report.reporterId,
      fullName: reporter?.fullName ?? "",
      email: reporter?.email ?? "",
      role: reporter?.role ?? null,
    },
    openOnTarget: Number(openOnTarget),
    actions: moderationActionsFor(report.targetType),
  };
}

export async function moderationQueue(db: Database, page: { limit: number; offset: number }) {
  const { rows, total } = await listOpenReports(db, page);
  const next = page.offset + rows.length;
  return { items: rows.map(toModerationReport), total, nextOffset: next < total ? next : null };
}

const reportNotFound = () => new AppError("NOT_FOUND", M.reportNotFound);

/** Answers how many open reports the action closed. */
export async function actOnReport(
  db: Database,
  admin: AdminActor,
  reportId: string,
  input: { action: ModerationAction; note: string },
): Promise<{ closed: number }> {
  if (!isUuid(reportId)) throw reportNotFound();
  const report = await findReport(db, reportId);
  if (!report) throw reportNotFound();
  if (report.status !== "open") throw new AppError("CONFLICT", M.alreadyClosed);
  if (!moderationActionsFor(report.targetType).includes(input.action))
    throw new AppError("VALIDATION_FAILED", M.unpublishOnlyCampaigns, { action: [M.unpublishOnlyCampaigns] });

  const status = reportStatusAfter(input.action);
  const closed = await db.transaction(async (tx) => {
    const closing = await closeReportAndTarget(tx, { reportId, status, note: input.note, adminId: admin.id });
    if (!closing) return null;
    if (input.action === "unpublish") {
      const done = await unpublishCampaign(tx, { campaignId: closing.target.id, adminId: admin.id, note: input.note });
      if (done === "missing") throw new AppError("CONFLICT", M.campaignGone);
      if (done === "not-live") throw new AppError("CONFLICT", M.campaignNotLive);
      await notify(tx, {
        userId: done.founderId,
        key: "campaign.unpublished",
        params: { title: done.title, note: input.note },
        link: `/founder/campaigns/${closing.target.id}`,
      });
    }
    if (input.action === "ban") {
      // Another report may have led to a ban already: the reports still close with this outcome.
      const user = await findAdminUser(tx, closing.target.userId);
      if (!user?.banned) await banAccount(tx, admin, closing.target.userId, input.note);
    }
    for (const { reporterId, snapshotTitle } of closing.closed) {
      await notify(tx, {
        userId: reporterId,
        key: status === "dismissed" ? "report.dismissed" : "report.actioned",
        params: { title: snapshotTitle },
      });
    }
    return closing.closed.length;
  });
  if (closed === null) throw new AppError("CONFLICT", M.alreadyClosed);
  if (input.action === "unpublish") forgetCatalogueReads(db);
  return { closed };
}
