import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../../testing/accounts";
import { meetingInput, meetingRows, processRow, startedProcess } from "../../testing/due-diligence";
import { admin, founder, investor } from "../../testing/messaging";
import { createClient, createTestApp, MISSING_ID } from "../../testing/test-app";

// Who reaches a process: its investor and its business's owner. Anyone else gets 404 and
// nothing changes; admins and signed-out visitors are refused by role.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("due diligence: access", () => {
  it("shows the process to its investor and its founder, from their own side", async () => {
    const { f, i, process } = await startedProcess(t);
    const asInvestor = await i.client.get(`/api/due-diligence/${process.id}`);
    expect(asInvestor.status).toBe(200);
    expect(asInvestor.json.process).toMatchObject({ viewerRole: "investor", counterpartName: "Shamba Fresh" });
    const asFounder = await f.client.get(`/api/due-diligence/${process.id}`);
    expect(asFounder.status).toBe(200);
    expect(asFounder.json.process).toMatchObject({ viewerRole: "founder", counterpartName: "Kofi Investor" });
    expect((await f.client.get("/api/due-diligence")).json.items.map((p: { id: string }) => p.id)).toEqual([
      process.id,
    ]);
  });

  it("answers 404 to a stranger investor and another founder for every route, and changes nothing", async () => {
    const { f, i, process } = await startedProcess(t);
    const meeting = await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput());
    expect(meeting.status).toBe(201);
    const meetingId = meeting.json.meeting.id as string;
    const strangers = [await investor(t), await founder(t)];
    for (const s of strangers) {
      const base = `/api/due-diligence/${process.id}`;
      const answers = [
        await s.client.get(base),
        await s.client.post(`${base}/advance`, {}),
        await s.client.post(`${base}/decline`, { reason: "terms" }),
        await s.client.post(`${base}/approve`),
        await s.client.post(`${base}/restart`),
        await s.client.get(`${base}/meetings`),
        await s.client.post(`${base}/meetings`, meetingInput()),
        await s.client.post(`${base}/meetings/${meetingId}`, { action: "approve" }),
        await s.client.get(`${base}/meetings/${meetingId}/ics`),
      ];
      for (const res of answers) {
        expect(res.status, JSON.stringify(res.json)).toBe(404);
        expectErrorBody(res.json, "NOT_FOUND");
      }
      expect((await s.client.get("/api/due-diligence")).json.items).toEqual([]);
    }
    const row = await processRow(t, process.id);
    expect(row).toMatchObject({ status: "initial_contact", progress: 10, declineReason: null });
    const meetings = await meetingRows(t, process.id);
    expect(meetings.map((m) => m.status)).toEqual(["pending_approval"]);
    // The process's own founder still sees it unchanged.
    expect((await f.client.get(`/api/due-diligence/${process.id}`)).json.process.status).toBe("initial_contact");
  });

  it("refuses admins (403) and signed-out visitors (401)", async () => {
    const { process } = await startedProcess(t);
    const a = await admin(t);
    for (const res of [
      await a.client.get("/api/due-diligence"),
      await a.client.get(`/api/due-diligence/${process.id}`),
      await a.client.post(`/api/due-diligence/${process.id}/decline`, { reason: "terms" }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await createClient(t.app).get(`/api/due-diligence/${process.id}`)).status).toBe(401);
    expect((await processRow(t, process.id))?.status).toBe("initial_contact");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { i } = await startedProcess(t);
    for (const id of [MISSING_ID, "not-a-uuid"]) {
      const res = await i.client.get(`/api/due-diligence/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(M.processNotFound);
    }
  });

  it("lets only investors express interest", async () => {
    const { f } = await startedProcess(t);
    const res = await f.client.post("/api/due-diligence", { businessId: f.business.id });
    expect(res.status).toBe(403);
    const missing = await (await investor(t)).client.post("/api/due-diligence", {});
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe(M.missingInfo);
  });
});
