import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, dueDiligenceDocuments, dueDiligenceProcesses } from "../db/schema";
import { signedInInvestor } from "../testing/catalogue";
import { meetingInput, meetingRows, parties, startedProcess } from "../testing/due-diligence";
import { activeCampaign, notificationsOf, rowsOf } from "../testing/investments";
import { founder, investor } from "../testing/messaging";
import { createTestApp } from "../testing/test-app";

// Issue 13, Reliability: a double submit of every creating action (a double click, a retried
// request, two tabs) makes exactly one row. Each action is fired several times at once with the
// same body; every answer is a success naming the same row, and the table holds one.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really race on
// separate pooled connections.

const AT_ONCE = 4;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Answer = { status: number; json: Record<string, unknown> };

function fire<T extends Answer>(send: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: AT_ONCE }, send));
}

/** One 201 (the row made), the rest 200 (the same row answered again). */
function expectOneCreated(answers: Answer[]) {
  expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.json))).toEqual([
    ...Array(AT_ONCE - 1).fill(200),
    201,
  ]);
}

describe("a double submit makes one row", () => {
  it("investment: one pending row, every answer names it, the founder is told once", async () => {
    const { profile: owner, campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const body = { campaignId: campaign.id, amount: 5_000 };
    const answers = await fire(() => client.post("/api/investor/investments", body));
    expectOneCreated(answers);
    expect(new Set(answers.map((a) => a.json.investment.id)).size).toBe(1);
    expect(await rowsOf(t, campaign.id)).toHaveLength(1);
    expect((await notificationsOf(t, owner.id)).filter((n) => n.type === "investment")).toHaveLength(1);
  });

  it("due-diligence interest: one process per investor and business", async () => {
    const { f, i } = await parties(t);
    const body = { businessId: f.business.id, campaignId: f.campaign.id };
    const answers = await fire(() => i.client.post("/api/due-diligence", body));
    expectOneCreated(answers);
    expect(new Set(answers.map((a) => a.json.process.id)).size).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(dueDiligenceProcesses)
      .where(and(eq(dueDiligenceProcesses.investorId, i.id), eq(dueDiligenceProcesses.businessId, f.business.id)));
    expect(rows).toHaveLength(1);
    expect((await notificationsOf(t, f.profile.id)).filter((n) => n.type === "interest")).toHaveLength(1);
  });

  it("conversation start: one row for the pair, from one side or both", async () => {
    const f = await founder(t);
    const i = await investor(t);
    const answers = await Promise.all([
      ...Array.from({ length: AT_ONCE }, () => i.client.post("/api/conversations", { participantId: f.id })),
      f.client.post("/api/conversations", { participantId: i.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(AT_ONCE).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json.conversation.id)).size).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(conversations)
      .where(
        or(
          and(eq(conversations.participant1Id, f.id), eq(conversations.participant2Id, i.id)),
          and(eq(conversations.participant1Id, i.id), eq(conversations.participant2Id, f.id)),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("document request: one pending row per category, the founder told once", async () => {
    const { f, i, process } = await startedProcess(t);
    const before = (await notificationsOf(t, f.profile.id)).filter((n) => n.type === "document").length;
    const body = { categories: ["pitch_deck", "business_plan"] };
    const answers = await fire(() => i.client.post(`/api/due-diligence/${process.id}/documents`, body));
    for (const a of answers) expect(a.status, JSON.stringify(a.json)).toBeLessThan(300);
    // Between them the answers created each category once.
    expect(answers.reduce((sum, a) => sum + Number(a.json.created), 0)).toBe(2);
    const rows = await t.deps.db
      .select()
      .from(dueDiligenceDocuments)
      .where(eq(dueDiligenceDocuments.processId, process.id));
    expect(rows.map((r) => r.category).sort()).toEqual(["business_plan", "pitch_deck"]);
    const after = (await notificationsOf(t, f.profile.id)).filter((n) => n.type === "document").length;
    expect(after - before).toBe(1);
  });

  it("meeting: one proposal, every answer names it, the other party told once", async () => {
    const { f, i, process } = await startedProcess(t);
    const base = `/api/due-diligence/${process.id}/meetings`;
    const input = meetingInput({ date: "2099-05-04", time: "10:00" });
    const answers = await fire(() => i.client.post(base, input));
    expectOneCreated(answers);
    expect(new Set(answers.map((a) => a.json.meeting.id)).size).toBe(1);
    expect(await meetingRows(t, process.id)).toHaveLength(1);
    expect((await notificationsOf(t, f.profile.id)).filter((n) => n.type === "meeting")).toHaveLength(1);

    // A different proposal is a new meeting; the same one after a decline may be made again.
    expect((await i.client.post(base, { ...input, time: "11:00" })).status).toBe(201);
    const first = answers[0]?.json.meeting.id as string;
    expect((await f.client.post(`${base}/${first}`, { action: "decline" })).status).toBe(200);
    expect((await i.client.post(base, input)).status).toBe(201);
    expect(await meetingRows(t, process.id)).toHaveLength(3);
  });
});
