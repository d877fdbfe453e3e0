import { ADMIN_MESSAGES } from "@domain/constants/admin";
import type { TModerationReport } from "@domain/reports/moderation-schemas";
import {
  CAMPAIGN_UNPUBLISHED_NOTIFICATION,
  MODERATION_MESSAGES as M,
  REPORT_OUTCOME_NOTIFICATION,
} from "@domain/reports/report-constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignReviews, campaigns, userBans } from "../../db/schema";
import { campaignRow } from "../../testing/catalogue";
import { investor, send, admin as signedInAdmin } from "../../testing/messaging";
import { reported, reportOf, reportRow, reportScene } from "../../testing/reports";
import { createClient, createTestApp, MISSING_ID } from "../../testing/test-app";

// The moderation queue: only admins see it; an action closes every open report on its target and
// tells each reporter a neutral outcome; the reported user never sees a report.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Client = ReturnType<typeof createClient>;
const queue = async (): Promise<TModerationReport[]> => {
  const res = await admin.client.get("/api/admin/reports?limit=50");
  expect(res.status).toBe(200);
  return res.json.items;
};
const act = (id: string, body: unknown) => admin.client.post(`/api/admin/reports/${id}/action`, body);
const notes = async (client: Client) =>
  (await client.get("/api/notifications")).json.notifications as Array<{ title: string; description: string }>;

describe("the queue", () => {
  it("lists open reports newest first, with the content as reported, the reporter and the open count on the target", async () => {
    const s = await reportScene(t, { business: "Mkulima Tech" });
    const first = await investor(t, { fullName: "Efua Reporter" });
    const second = await investor(t, { fullName: "Omar Reporter" });
    const older = await reported(first.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "fake",
    });
    const newer = await reported(second.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "scam",
      details: "Asked me for a fee",
    });
    // The founder renames the business afterwards: the queue keeps what was reported.
    const rename = await s.founder.client.put("/api/founder/business", {
      businessName: "Renamed Co",
      businessType: "agtech",
      incorporationCountry: "Kenya",
    });
    expect(rename.status, JSON.stringify(rename.json)).toBe(200);

    const items = await queue();
    const ids = items.map((r) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(items.find((r) => r.id === newer)).toMatchObject({
      targetType: "business",
      targetId: s.founder.business.id,
      targetLink: `/businesses/${s.founder.business.id}`,
      reason: "scam",
      details: "Asked me for a fee",
      snapshot: { title: "Mkulima Tech", text: "Cold storage for farmers", ownerName: "Amina Founder" },
      reportedUser: { id: s.founder.profile.id, banned: false },
      reporter: { id: second.id, fullName: "Omar Reporter", role: "investor" },
      openOnTarget: 2,
      actions: ["dismiss", "ban"],
    });
    const campaignReport = await reported(first.client, {
      targetType: "campaign",
      targetId: s.founder.campaign.id,
      reason: "fake",
    });
    expect((await queue()).find((r) => r.id === campaignReport)?.actions).toEqual(["dismiss", "unpublish", "ban"]);
  });

  it("is the admins' alone: the reported user, the reporter and visitors are refused", async () => {
    const s = await reportScene(t);
    await reported(s.investor.client, { targetType: "business", targetId: s.founder.business.id, reason: "spam" });
    const report = (await queue())[0];
    if (!report) throw new Error("no report");
    for (const client of [s.founder.client, s.investor.client]) {
      expect((await client.get("/api/admin/reports")).status).toBe(403);
      expect(
        (await client.post(`/api/admin/reports/${report.id}/action`, { action: "dismiss", note: "x" })).status,
      ).toBe(403);
    }
    expect((await createClient(t.app).get("/api/admin/reports")).status).toBe(401);
    expect((await reportRow(t.deps.db, report.id))?.status).toBe("open");
    // Nothing about it reaches the reported founder.
    expect(JSON.stringify(await notes(s.founder.client))).not.toMatch(/report/i);
  });
});

describe("acting on a report", () => {
  it("dismiss closes every open report on the target; each reporter is told, the reported user is not", async () => {
    const s = await reportScene(t);
    const other = await investor(t);
    const a = await reported(s.investor.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "fake",
    });
    const b = await reported(other.client, { targetType: "business", targetId: s.founder.business.id, reason: "spam" });
    const founderNotes = (await notes(s.founder.client)).length;

    const res = await act(a, { action: "dismiss", note: "Registration checked, figures plausible" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ closed: 2 });
    for (const id of [a, b])
      expect(await reportRow(t.deps.db, id)).toMatchObject({
        status: "dismissed",
        resolutionNote: "Registration checked, figures plausible",
        resolvedBy: admin.id,
      });
    expect((await queue()).map((r) => r.id)).not.toContain(b);
    for (const client of [s.investor.client, other.client])
      expect((await notes(client))[0]).toMatchObject({
        title: REPORT_OUTCOME_NOTIFICATION.title,
        description: REPORT_OUTCOME_NOTIFICATION.dismissed.replace("{title}", "Shamba Fresh"),
      });
    expect(await notes(s.founder.client)).toHaveLength(founderNotes);

    // Already handled: 409. And the reporter may report it again, as a new open report.
    const again = await act(b, { action: "ban", note: "late" });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(M.alreadyClosed);
    await reported(s.investor.client, { targetType: "business", targetId: s.founder.business.id, reason: "fake" });
  });

  it("unpublish takes the campaign to Rejected with the note; the founder is told why, the reporter only that action was taken", async () => {
    const s = await reportScene(t);
    const id = await reported(s.investor.client, {
      targetType: "campaign",
      targetId: s.founder.campaign.id,
      reason: "scam",
    });
    const res = await act(id, { action: "unpublish", note: "Fee requests to investors" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await campaignRow(t.deps.db, s.founder.campaign.id))?.status).toBe("rejected");
    const reviews = await t.deps.db
      .select()
      .from(campaignReviews)
      .where(eq(campaignReviews.campaignId, s.founder.campaign.id));
    expect(reviews).toEqual([
      expect.objectContaining({ decision: "rejected", reason: "Fee requests to investors", reviewedBy: admin.id }),
    ]);
    const page = await s.investor.client.get(
      `/api/businesses/${s.founder.business.id}/campaigns/${s.founder.campaign.id}`,
    );
    expect(page.status).toBe(404);
    expect((await notes(s.founder.client))[0]).toMatchObject({ title: CAMPAIGN_UNPUBLISHED_NOTIFICATION.title });
    expect((await notes(s.founder.client))[0]?.description).toContain("Fee requests to investors");
    expect((await notes(s.investor.client))[0]?.description).toBe(
      REPORT_OUTCOME_NOTIFICATION.actioned.replace("{title}", "Seed round"),
    );
    expect((await reportRow(t.deps.db, id))?.status).toBe("unpublished");
  });

  it("ban bans the owner through the admin ban (their sessions end) and closes the reports", async () => {
    const s = await reportScene(t);
    const id = await reported(s.investor.client, {
      targetType: "message",
      targetId: s.founderMessageId,
      reason: "scam",
    });
    // Another investor reported the business meanwhile (a different target: it stays open).
    const other = await investor(t);
    const later = await reported(other.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "fake",
    });
    const res = await act(id, { action: "ban", note: "Advance-fee scam" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [ban] = await t.deps.db.select().from(userBans).where(eq(userBans.userId, s.founder.profile.id));
    expect(ban).toMatchObject({ reason: "Advance-fee scam", bannedBy: admin.id });
    expect((await s.founder.client.get("/api/me")).status).toBe(401);
    expect((await reportRow(t.deps.db, id))?.status).toBe("banned");
    expect((await notes(s.investor.client))[0]?.description).toContain("took action");

    // The banned user's business has left everyone's view: nobody can report it any more.
    const third = await investor(t);
    const gone = await reportOf(third.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "fake",
    });
    expect(gone.status).toBe(404);
    // The report made before the ban, on other content of the banned user, still closes with a ban outcome.
    expect((await queue()).find((r) => r.id === later)?.reportedUser.banned).toBe(true);
    expect((await act(later, { action: "ban", note: "Same account" })).json).toEqual({ closed: 1 });
  });
});

describe("refused actions change nothing", () => {
  it("a missing note or action, unpublish on what is not a campaign, an unknown report", async () => {
    const s = await reportScene(t);
    const id = await reported(s.investor.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "fake",
    });
    const noNote = await act(id, { action: "dismiss", note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.json.error.fields.note).toEqual([M.noteRequired]);
    expect((await act(id, { note: "x" })).json.error.fields.action).toEqual([M.actionRequired]);
    const notCampaign = await act(id, { action: "unpublish", note: "x" });
    expect(notCampaign.status).toBe(400);
    expect(notCampaign.json.error.fields.action).toEqual([M.unpublishOnlyCampaigns]);
    for (const missing of [MISSING_ID, "nope"])
      expect((await act(missing, { action: "dismiss", note: "x" })).status).toBe(404);
    expect((await reportRow(t.deps.db, id))?.status).toBe("open");
    expect((await campaignRow(t.deps.db, s.founder.campaign.id))?.status).toBe("active");
  });

  it("banning an admin is refused (403) and the report stays open", async () => {
    const other = await signedInAdmin(t);
    const i = await investor(t);
    const convo = await other.client.post("/api/conversations", { participantId: i.id });
    const message = await send(other, convo.json.conversation.id, "A message from the team");
    const id = await reported(i.client, { targetType: "message", targetId: message.id, reason: "harassment" });
    const res = await act(id, { action: "ban", note: "x" });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(ADMIN_MESSAGES.cannotBanAdmin);
    expect((await reportRow(t.deps.db, id))?.status).toBe("open");
    expect(await notes(i.client)).not.toContainEqual(
      expect.objectContaining({ title: REPORT_OUTCOME_NOTIFICATION.title }),
    );
  });

  it("unpublishing a campaign that is no longer live is refused (409)", async () => {
    const s = await reportScene(t);
    const id = await reported(s.investor.client, {
      targetType: "campaign",
      targetId: s.founder.campaign.id,
      reason: "fake",
    });
    await t.deps.db.update(campaigns).set({ status: "completed" }).where(eq(campaigns.id, s.founder.campaign.id));
    const res = await act(id, { action: "unpublish", note: "x" });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(M.campaignNotLive);
    expect((await reportRow(t.deps.db, id))?.status).toBe("open");
  });
});
