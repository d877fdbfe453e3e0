import { REPORT_MESSAGES, REPORT_RATE_LIMIT, REPORT_TARGET_NOT_FOUND } from "@domain/reports/report-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "../../testing/catalogue";
import { founder, investor } from "../../testing/messaging";
import { type ReportScene, reported, reportOf, reportRow, reportRowsBy, reportScene } from "../../testing/reports";
import { createClient, createTestApp, MISSING_ID } from "../../testing/test-app";

// POST /api/reports: what a signed-in user may report, and what the server refuses.

let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReportScene;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  s = await reportScene(t);
});
afterAll(() => t.close());

describe("reporting", () => {
  it("an investor reports a business: 201 with the id, the content kept as it was, the owner told nothing", async () => {
    const reporter = await investor(t);
    const before = (await s.founder.client.get("/api/notifications")).json.notifications.length;
    const res = await reportOf(reporter.client, {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "fake",
      details: "  The traction figures are invented  ",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(Object.keys(res.json)).toEqual(["id"]);
    expect(await reportRow(t.deps.db, res.json.id)).toMatchObject({
      reporterId: reporter.id,
      targetType: "business",
      targetId: s.founder.business.id,
      targetUserId: s.founder.profile.id,
      targetLink: `/businesses/${s.founder.business.id}`,
      reason: "fake",
      details: "The traction figures are invented",
      snapshotTitle: "Shamba Fresh",
      snapshotText: "Cold storage for farmers",
      snapshotOwnerName: "Amina Founder",
      status: "open",
    });
    expect((await s.founder.client.get("/api/notifications")).json.notifications).toHaveLength(before);
  });

  it("reports a campaign, an investor profile and a message received", async () => {
    const other = await founder(t);
    const campaign = await reported(other.client, {
      targetType: "campaign",
      targetId: s.founder.campaign.id,
      reason: "scam",
    });
    expect(await reportRow(t.deps.db, campaign)).toMatchObject({
      targetUserId: s.founder.profile.id,
      targetLink: `/businesses/${s.founder.business.id}/campaign/${s.founder.campaign.id}`,
      snapshotTitle: "Seed round",
      snapshotText: "Raising for ten cold rooms",
    });
    const profile = await reported(s.founder.client, {
      targetType: "investor",
      targetId: s.investor.id,
      reason: "spam",
    });
    expect(await reportRow(t.deps.db, profile)).toMatchObject({
      targetUserId: s.investor.id,
      targetLink: `/investors/${s.investor.id}`,
      snapshotTitle: "Kofi Investor",
    });
    const message = await reported(s.investor.client, {
      targetType: "message",
      targetId: s.founderMessageId,
      reason: "scam",
    });
    expect(await reportRow(t.deps.db, message)).toMatchObject({
      targetUserId: s.founder.profile.id,
      targetLink: null,
      snapshotTitle: "Message from Amina Founder",
      snapshotText: "Please pay a $500 listing fee to be considered",
      snapshotOwnerName: "Amina Founder",
    });
  });

  it("one open report per reporter and target: a second answers 409 and adds nothing", async () => {
    const reporter = await investor(t);
    const body = { targetType: "business" as const, targetId: s.founder.business.id, reason: "spam" as const };
    await reported(reporter.client, body);
    const again = await reportOf(reporter.client, { ...body, reason: "other" });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "CONFLICT", message: REPORT_MESSAGES.duplicate });
    // Two at once make one row too (the partial unique index decides).
    const twin = await investor(t);
    const both = await Promise.all([reportOf(twin.client, body), reportOf(twin.client, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reportRowsBy(t.deps.db, reporter.id)).toHaveLength(1);
    expect(await reportRowsBy(t.deps.db, twin.id)).toHaveLength(1);
  });
});

describe("what cannot be reported", () => {
  it("one's own business, campaign, profile or message: 403, nothing stored", async () => {
    const cases = [
      [s.founder.client, { targetType: "business", targetId: s.founder.business.id }],
      [s.founder.client, { targetType: "campaign", targetId: s.founder.campaign.id }],
      [s.investor.client, { targetType: "investor", targetId: s.investor.id }],
      [s.investor.client, { targetType: "message", targetId: s.investorMessageId }],
    ] as const;
    for (const [client, target] of cases) {
      const res = await reportOf(client, { ...target, reason: "spam" });
      expect(res.status, JSON.stringify(target)).toBe(403);
      expect(res.json.error).toMatchObject({ code: "FORBIDDEN", message: REPORT_MESSAGES.ownContent });
    }
    expect(await reportRowsBy(t.deps.db, s.investor.id)).toEqual([
      expect.objectContaining({ targetType: "message", targetId: s.founderMessageId }),
    ]);
  });

  it("what does not exist, or what the reporter cannot see, answers 404 with the page's own words", async () => {
    const outsider = await investor(t);
    const draft = await createCampaign(s.founder.client, { status: "draft", title: "Hidden draft" });
    const cases = [
      ["business", MISSING_ID],
      ["business", "not-a-uuid"],
      ["campaign", MISSING_ID],
      // Only its owner sees a draft.
      ["campaign", draft.id],
      ["investor", "no-such-user"],
      // A founder has no investor profile.
      ["investor", s.founder.profile.id],
      ["message", MISSING_ID],
      // A message of a conversation the reporter is not part of.
      ["message", s.founderMessageId],
    ] as const;
    for (const [targetType, targetId] of cases) {
      const res = await reportOf(outsider.client, { targetType, targetId, reason: "spam" });
      expect(res.status, `${targetType} ${targetId}`).toBe(404);
      expect(res.json.error).toMatchObject({ code: "NOT_FOUND", message: REPORT_TARGET_NOT_FOUND[targetType] });
    }
    expect(await reportRowsBy(t.deps.db, outsider.id)).toEqual([]);
  });

  it("bad input: 400 with the field's message, nothing stored", async () => {
    const reporter = await investor(t);
    const target = { targetType: "business", targetId: s.founder.business.id };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...target }, "reason", REPORT_MESSAGES.reasonRequired],
      [{ ...target, reason: "rude" }, "reason", REPORT_MESSAGES.reasonRequired],
      [{ ...target, reason: "spam", details: "x".repeat(1001) }, "details", REPORT_MESSAGES.detailsTooLong],
      [
        { targetType: "user", targetId: s.founder.profile.id, reason: "spam" },
        "targetType",
        REPORT_MESSAGES.targetRequired,
      ],
      [{ targetType: "business", reason: "spam" }, "targetId", REPORT_MESSAGES.targetRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await reportOf(reporter.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field]).toEqual([message]);
    }
    expect(await reportRowsBy(t.deps.db, reporter.id)).toEqual([]);
  });

  it("signed out: 401", async () => {
    const res = await reportOf(createClient(t.app), {
      targetType: "business",
      targetId: s.founder.business.id,
      reason: "spam",
    });
    expect(res.status).toBe(401);
  });
});

describe("the rate limit", () => {
  it(`counts every attempt: the ${REPORT_RATE_LIMIT.max + 1}th in an hour answers 429 and stores nothing`, async () => {
    const reporter = await investor(t);
    await reported(reporter.client, { targetType: "business", targetId: s.founder.business.id, reason: "spam" });
    for (let n = 1; n < REPORT_RATE_LIMIT.max; n += 1) {
      const res = await reportOf(reporter.client, { targetType: "business", targetId: MISSING_ID, reason: "spam" });
      expect(res.status).toBe(404);
    }
    const over = await reportOf(reporter.client, {
      targetType: "campaign",
      targetId: s.founder.campaign.id,
      reason: "scam",
    });
    expect(over.status).toBe(429);
    expect(over.json.error).toMatchObject({ code: "RATE_LIMITED", message: REPORT_MESSAGES.tooMany });
    expect(await reportRowsBy(t.deps.db, reporter.id)).toHaveLength(1);
    // The limit is the reporter's own: someone else still may.
    const other = await investor(t);
    await reported(other.client, { targetType: "campaign", targetId: s.founder.campaign.id, reason: "scam" });
  });
});
