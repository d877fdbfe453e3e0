import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import { REFUSAL_MESSAGES } from "@domain/due-diligence/process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDiligenceDocuments, dueDiligenceProcesses } from "../../db/schema";
import { createCampaign, founderWithBusiness } from "../../testing/catalogue";
import {
  meetingHasStarted,
  meetingInput,
  parties,
  processRow,
  setStatus,
  startedProcess,
} from "../../testing/due-diligence";
import { notificationsOf } from "../../testing/investments";
import { investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// The workflow through the API: interest (one row, however many clicks), the server's 409s,
// decline with a reason the other side sees, approval, restart, notifications.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("Express Interest", () => {
  it("starts at Initial Contact, tells the founder, and a second or concurrent click opens the same process", async () => {
    const { f, i } = await parties(t);
    const body = { businessId: f.business.id, campaignId: f.campaign.id };
    const answers = await Promise.all([1, 2, 3].map(() => i.client.post("/api/due-diligence", body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json.process.id));
    expect(ids.size).toBe(1);
    const again = await i.client.post("/api/due-diligence", body);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, process: { id: [...ids][0] } });
    expect(answers[0]?.json.process).toMatchObject({
      status: "initial_contact",
      progress: 10,
      lastCommunication: M.initiated,
      nextStep: M.initialNextStep,
      campaignId: f.campaign.id,
    });
    const list = await i.client.get("/api/due-diligence");
    expect(list.json.total).toBe(1);
    const notes = await notificationsOf(t, f.profile.id);
    expect(notes.filter((n) => n.type === "interest")).toHaveLength(1);
    const lookup = await i.client.get(`/api/due-diligence/lookup?businessId=${f.business.id}`);
    expect(lookup.json.process).toMatchObject({ id: [...ids][0], status: "initial_contact" });
  });

  it("needs the business's active campaign: refuses 'Missing required information' and creates nothing", async () => {
    const f = await founderWithBusiness(t.app, { businessName: "No Round Yet" });
    const draft = await createCampaign(f.client, { status: "draft" });
    const i = await investor(t);
    for (const body of [{ businessId: f.business.id }, { businessId: f.business.id, campaignId: draft.id }]) {
      const res = await i.client.post("/api/due-diligence", body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: "VALIDATION_FAILED", message: M.missingInfo });
    }
    const rows = await t.deps.db
      .select()
      .from(dueDiligenceProcesses)
      .where(eq(dueDiligenceProcesses.businessId, f.business.id));
    expect(rows).toHaveLength(0);
    expect((await notificationsOf(t, f.profile.id)).filter((n) => n.type === "interest")).toHaveLength(0);
  });
});

describe("Move to Next Step", () => {
  it("advances either party, recording the next step, and refuses Q&A without a completed meeting (409)", async () => {
    const { f, i, process } = await startedProcess(t);
    const url = `/api/due-diligence/${process.id}/advance`;
    const first = await f.client.post(url, { from: "initial_contact" });
    expect(first.status).toBe(200);
    expect(first.json.process).toMatchObject({ status: "pitch_deck_review", progress: 25 });
    // A double click that saw the old stage moves nothing.
    const stale = await i.client.post(url, { from: "initial_contact" });
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toBe(M.stale);
    expect((await i.client.post(url, {})).json.process).toMatchObject({ status: "q&a_scheduled", progress: 40 });
    const blocked = await i.client.post(url, {});
    expect(blocked.status).toBe(409);
    expect(blocked.json.error.message).toBe(REFUSAL_MESSAGES.meeting_needed);

    const meeting = (await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput())).json.meeting;
    await f.client.post(`/api/due-diligence/${process.id}/meetings/${meeting.id}`, { action: "approve" });
    expect((await i.client.post(url, {})).status).toBe(409);
    await meetingHasStarted(t, meeting.id);
    await f.client.post(`/api/due-diligence/${process.id}/meetings/${meeting.id}`, { action: "complete" });
    const moved = await i.client.post(url, {});
    expect(moved.status).toBe(200);
    expect(moved.json.process).toMatchObject({
      status: "follow_up_q&a",
      progress: 55,
      lastCommunication: "Moved to Follow-up Q&A",
    });
    const notes = await notificationsOf(t, f.profile.id);
    expect(notes.some((n) => n.type === "due_diligence" && n.link === `/due-diligence/${process.id}`)).toBe(true);
  });

  it("refuses Due Diligence Docs with no documents, and Closing (409)", async () => {
    const { i, process } = await startedProcess(t);
    const url = `/api/due-diligence/${process.id}/advance`;
    await setStatus(t, process.id, "due_diligence_docs");
    const docs = await i.client.post(url, {});
    expect(docs.status).toBe(409);
    expect(docs.json.error.message).toBe(REFUSAL_MESSAGES.documents_needed);
    await setStatus(t, process.id, "closing");
    expect((await i.client.post(url, {})).status).toBe(409);
    expect((await processRow(t, process.id))?.status).toBe("closing");
  });
});

describe("Due Diligence Docs: at least one document, all viewed", () => {
  it("advances only once every document of the process has been viewed", async () => {
    const { i, process } = await startedProcess(t);
    await setStatus(t, process.id, "due_diligence_docs");
    const docs = t.deps.db.insert(dueDiligenceDocuments);
    await docs.values([
      { processId: process.id, category: "cap_table", name: "Cap table", status: "viewed" },
      { processId: process.id, category: "legal", name: "Articles", status: "shared" },
    ]);
    const seen = (await i.client.get(`/api/due-diligence/${process.id}`)).json.process;
    expect(seen.facts).toMatchObject({ documentsTotal: 2, documentsViewed: 1 });
    const url = `/api/due-diligence/${process.id}/advance`;
    expect((await i.client.post(url, {})).status).toBe(409);
    await t.deps.db
      .update(dueDiligenceDocuments)
      .set({ status: "viewed" })
      .where(eq(dueDiligenceDocuments.processId, process.id));
    const moved = await i.client.post(url, {});
    expect(moved.json.process).toMatchObject({ status: "term_sheet", progress: 85 });
  });
});

describe("Decline, approve and restart", () => {
  it("declines with a reason the other party sees, cancels open meetings, and only the investor restarts", async () => {
    const { f, i, process } = await startedProcess(t);
    const m = await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput());
    expect((await f.client.post(`/api/due-diligence/${process.id}/decline`, {})).status).toBe(400);
    const declined = await f.client.post(`/api/due-diligence/${process.id}/decline`, {
      reason: "too_early",
      note: "Come back after seed",
    });
    expect(declined.status).toBe(200);
    const seen = (await i.client.get(`/api/due-diligence/${process.id}`)).json.process;
    expect(seen).toMatchObject({
      status: "declined",
      progress: 10,
      declineReason: "too_early",
      declineNote: "Come back after seed",
      declinedBy: "founder",
    });
    expect(seen.lastCommunication).toContain("Too early");
    const note = (await notificationsOf(t, i.profile.id)).find((n) => n.title === M.declinedTitle);
    expect(note?.description).toContain("Come back after seed");
    const meeting = (await i.client.get(`/api/due-diligence/${process.id}/meetings`)).json.meetings[0];
    expect(meeting).toMatchObject({ id: m.json.meeting.id, status: "cancelled" });
    expect((await i.client.post(`/api/due-diligence/${process.id}/decline`, { reason: "terms" })).status).toBe(409);
    expect((await i.client.post(`/api/due-diligence/${process.id}/advance`, {})).status).toBe(409);

    const byFounder = await f.client.post(`/api/due-diligence/${process.id}/restart`);
    expect(byFounder.status).toBe(409);
    expect(byFounder.json.error.message).toBe(REFUSAL_MESSAGES.investor_only);
    const restarted = await i.client.post(`/api/due-diligence/${process.id}/restart`);
    expect(restarted.json.process).toMatchObject({
      status: "initial_contact",
      progress: 10,
      lastCommunication: M.restarted,
      declineReason: null,
    });
    expect((await i.client.post(`/api/due-diligence/${process.id}/restart`)).status).toBe(409);
  });

  it("lets only the investor approve, and only from Closing; approved lists under Completed", async () => {
    const { f, i, process } = await startedProcess(t);
    const url = `/api/due-diligence/${process.id}/approve`;
    expect((await i.client.post(url)).status).toBe(409);
    await setStatus(t, process.id, "closing");
    expect((await f.client.post(url)).status).toBe(409);
    const approved = await i.client.post(url);
    expect(approved.json.process).toMatchObject({
      status: "approved",
      progress: 100,
      lastCommunication: M.approvedComm,
    });
    expect((await i.client.get("/api/due-diligence")).json.counts).toEqual({ active: 0, completed: 1 });
    expect((await f.client.post(`/api/due-diligence/${process.id}/decline`, { reason: "terms" })).status).toBe(409);
  });
});
