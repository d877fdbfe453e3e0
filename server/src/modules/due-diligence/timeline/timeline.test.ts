import type { TTimeline, TTimelineEvent } from "@domain/due-diligence/timeline-schemas";
import { TIMELINE_LIMIT } from "@domain/due-diligence/timeline-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDiligenceDocumentViews, dueDiligenceMeetings } from "../../../db/schema";
import { meetingInput, setStatus, startedProcess } from "../../../testing/due-diligence";
import { FILES, requested, uploadTo } from "../../../testing/due-diligence-documents";
import { founder, investor } from "../../../testing/messaging";
import { createTestApp, MISSING_ID } from "../../../testing/test-app";

// The process's timeline (issue 21): what happened, oldest first, the same for both parties and
// for nobody else.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const brief = (e: TTimelineEvent) => [e.kind, e.actor, e.action ?? e.subject ?? null].join(" ");

describe("the process timeline", () => {
  it("lists interest, meetings, documents requested, shared and opened, and stage changes in order", async () => {
    const { f, i, process } = await startedProcess(t);
    const meetings = `/api/due-diligence/${process.id}/meetings`;
    const meeting = await i.client.post(meetings, meetingInput({ title: "Intro call" }));
    expect((await f.client.post(`${meetings}/${meeting.json.meeting.id}`, { action: "approve" })).status).toBe(200);
    await setStatus(t, process.id, "due_diligence_docs");
    const { business_plan: plan } = await requested(i.client, process.id, ["business_plan"]);
    if (!plan) throw new Error("not requested");
    expect((await uploadTo(t, f.client, plan.id, "plan.pdf", FILES.pdf)).status).toBe(200);
    await i.client.post(`/api/due-diligence/documents/${plan.id}/open`);
    // The founder's own opens are not the timeline's.
    await f.client.post(`/api/due-diligence/documents/${plan.id}/open`);
    await i.client.post(`/api/due-diligence/documents/${plan.id}/open`);
    expect((await f.client.post(`/api/due-diligence/${process.id}/decline`, { reason: "terms" })).status).toBe(200);

    const res = await i.client.get(`/api/due-diligence/${process.id}/timeline`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const timeline = res.json as TTimeline;
    expect(timeline.truncated).toBe(false);
    expect(timeline.events.map(brief)).toEqual([
      "process_started investor ",
      "meeting_proposed investor Intro call",
      "meeting_changed founder approve",
      "document_requested investor Business Plan",
      "document_shared founder Business Plan",
      "document_opened investor Business Plan",
      "document_opened investor Business Plan",
      "stage_changed founder decline",
      "meeting_changed founder cancel",
    ]);
    expect(timeline.events.find((e) => e.kind === "stage_changed")?.status).toBe("declined");
    const times = timeline.events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);

    const founderSide = await f.client.get(`/api/due-diligence/${process.id}/timeline`);
    expect(founderSide.json).toEqual(timeline);
  });

  it("shows a meeting changed before its history was kept, naming no one", async () => {
    const { i, process } = await startedProcess(t);
    await t.deps.db.insert(dueDiligenceMeetings).values({
      processId: process.id,
      title: "Old call",
      startsAt: new Date(Date.now() - 86_400_000),
      timeZone: "Africa/Lagos",
      meetingLink: "https://meet.example.com/old",
      status: "completed",
      scheduledBy: i.profile.id,
    });
    const { events } = (await i.client.get(`/api/due-diligence/${process.id}/timeline`)).json as TTimeline;
    expect(events.filter((e) => e.kind === "meeting_changed")).toEqual([
      expect.objectContaining({ actor: null, action: "complete", status: "completed", subject: "Old call" }),
    ]);
  });

  it("keeps the newest events when there are more than it answers", async () => {
    const { f, i, process } = await startedProcess(t);
    await setStatus(t, process.id, "due_diligence_docs");
    const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
    if (!deck) throw new Error("not requested");
    expect((await uploadTo(t, f.client, deck.id, "deck.pdf", FILES.pdf)).status).toBe(200);
    const start = Date.now() + 1000;
    await t.deps.db.insert(dueDiligenceDocumentViews).values(
      Array.from({ length: TIMELINE_LIMIT }, (_, n) => ({
        documentId: deck.id,
        viewerId: i.profile.id,
        viewedAt: new Date(start + n * 1000),
      })),
    );
    const { events, truncated } = (await f.client.get(`/api/due-diligence/${process.id}/timeline`)).json as TTimeline;
    expect(truncated).toBe(true);
    expect(events).toHaveLength(TIMELINE_LIMIT);
    expect(events.every((e) => e.kind === "document_opened")).toBe(true);
    expect(events.at(-1)?.at).toBe(new Date(start + (TIMELINE_LIMIT - 1) * 1000).toISOString());
  });

  it("is 404 for anyone but the two parties, 401 signed out", async () => {
    const { process } = await startedProcess(t);
    const path = `/api/due-diligence/${process.id}/timeline`;
    expect((await (await investor(t)).client.get(path)).status).toBe(404);
    expect((await (await founder(t)).client.get(path)).status).toBe(404);
    expect((await t.app.request(path)).status).toBe(401);
    const { i } = await startedProcess(t);
    expect((await i.client.get(`/api/due-diligence/${MISSING_ID}/timeline`)).status).toBe(404);
    expect((await i.client.get("/api/due-diligence/not-a-uuid/timeline")).status).toBe(404);
  });
});
