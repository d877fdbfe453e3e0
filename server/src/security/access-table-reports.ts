import { randomUUID } from "node:crypto";
import type { TCreateReport } from "@domain/reports/report-schemas";
import { campaignReviews, campaigns, notifications, reports, securityEvents, userBans } from "../db/schema";
import { type Entry, only, path } from "./access-table";
import type { Who, Whose, World } from "./access-world";

// Reports (issue 19): any signed-in user reports someone else's content (their own is 403); the
// moderation queue and its actions are the admins'.

const ADMIN = ["admin"] as const;

/** What the caller reports: their own content (refused), or the other pair's. */
async function reportTarget(w: World, who: Who, whose: Whose): Promise<Omit<TCreateReport, "reason">> {
  const theirs = w.theirs;
  if (whose === "other") {
    if (who === "founder") return { targetType: "investor", targetId: theirs.investor.id };
    if (who === "admin") return { targetType: "campaign", targetId: theirs.active.id };
    return { targetType: "business", targetId: theirs.business.id };
  }
  if (who === "founder") return { targetType: "business", targetId: w.mine.business.id };
  if (who === "admin") {
    const sent = await w.admin.client.post(`/api/conversations/${w.conversationId("admin", "own")}/messages`, {
      content: "A note from the team",
    });
    return { targetType: "message", targetId: sent.json.message.id as string };
  }
  return { targetType: "investor", targetId: w.mine.investor.id };
}

/** An open report for the admin to act on, written straight to the table (a fresh target each time). */
async function openReport(w: World, whose: Whose): Promise<string> {
  const side = w.side(whose);
  const [row] = await w.db
    .insert(reports)
    .values({
      reporterId: side.investor.id,
      targetType: "business",
      targetId: randomUUID(),
      targetUserId: side.founder.id,
      reason: "spam",
      snapshotTitle: "Reported business",
      snapshotOwnerName: "Reported founder",
    })
    .returning({ id: reports.id });
  if (!row) throw new Error("no report");
  return row.id;
}

export const REPORT_ROUTES: Entry[] = [
  {
    route: "POST /api/reports",
    expect: { anon: 401, investor: [403, 201], founder: [403, 201], admin: [403, 201] },
    call: async (w, who, whose) => ({
      path: "/api/reports",
      json: { ...(await reportTarget(w, who, whose)), reason: "spam" },
    }),
    writes: [reports],
  },
  {
    route: "GET /api/admin/reports",
    expect: only(ADMIN, 200),
    objectless: true,
    call: () => path("/api/admin/reports"),
    adminSeesEmails: true,
  },
  {
    // Any open report is the admins' to act on: "own" and "other" are both reports they may close.
    route: "POST /api/admin/reports/:id/action",
    expect: only(ADMIN, 200),
    call: async (w, _who, whose) => ({
      path: `/api/admin/reports/${await openReport(w, whose)}/action`,
      json: { action: "dismiss", note: "Nothing against the rules" },
    }),
    writes: [reports, notifications, campaigns, campaignReviews, userBans, securityEvents],
  },
];
