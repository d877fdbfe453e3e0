import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../../db/schema";
import { expectErrorBody } from "../../testing/accounts";
import { signedInInvestor } from "../../testing/catalogue";
import { activeCampaign, notificationsOf, rowsOf } from "../../testing/investments";
import { createClient, createTestApp } from "../../testing/test-app";

// Invest Now: who may invest, the amount and campaign rules, and the double submit.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("Invest Now: who may invest", () => {
  it("answers 401 signed out and 403 to a founder, even the campaign's own", async () => {
    const { client: founder, campaign } = await activeCampaign(t);
    const body = { campaignId: campaign.id, amount: 5_000 };
    expect((await createClient(t.app).post("/api/investor/investments", body)).status).toBe(401);
    const res = await founder.post("/api/investor/investments", body);
    expect(res.status).toBe(403);
    expectErrorBody(res.json, "FORBIDDEN");
    expect(await rowsOf(t, campaign.id)).toHaveLength(0);
  });
});

describe("Invest Now: the rules", () => {
  it("records a pending investment with its campaign and business, and tells the founder", async () => {
    const {
      profile: founder,
      business,
      campaign,
    } = await activeCampaign(t, { business: { businessName: "Shamba Fresh" } });
    const { client, profile } = await signedInInvestor(t.app);
    const res = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: "5000" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      created: true,
      investment: {
        amount: 5_000,
        status: "pending",
        campaign: { id: campaign.id, title: campaign.title, status: "active", fundingGoal: 100_000 },
        business: { id: business.id, name: "Shamba Fresh", logoUrl: null },
      },
    });
    const [row] = await rowsOf(t, campaign.id);
    expect(row).toMatchObject({ investorId: profile.id, amount: 5_000, status: "pending" });
    const [note] = await notificationsOf(t, founder.id);
    expect(note).toMatchObject({
      type: "investment",
      title: INVESTMENT_MESSAGES.notifyNewTitle,
      link: `/founder/campaigns/${campaign.id}`,
    });
    expect(note?.description).toContain("$5,000");
  });

  it.each([
    [999, "The minimum investment is $1,000"],
    [50_001, "The maximum investment is $50,000"],
  ])("refuses %i with '%s'", async (amount, message) => {
    const { campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const res = await client.post("/api/investor/investments", { campaignId: campaign.id, amount });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.message).toBe(message);
    expect(res.json.error.fields).toEqual({ amount: [message] });
    expect(await rowsOf(t, campaign.id)).toHaveLength(0);
  });

  it.each([
    [12.5, INVESTMENT_MESSAGES.amountWhole],
    [0, INVESTMENT_MESSAGES.amountPositive],
    ["lots", INVESTMENT_MESSAGES.amountRequired],
  ])("refuses the amount %j", async (amount, message) => {
    const { campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const res = await client.post("/api/investor/investments", { campaignId: campaign.id, amount });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.amount).toEqual([message]);
  });

  it("refuses more than what remains of the goal after completed investments (pending ones reserve nothing)", async () => {
    const { client: founder, campaign } = await activeCampaign(t, {
      campaign: { fundingGoal: 60_000, maxInvestment: 50_000 },
    });
    const first = await signedInInvestor(t.app);
    const made = await first.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 50_000 });
    // Pending: the whole goal still remains for others.
    const second = await signedInInvestor(t.app);
    const allowed = await second.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 20_000 });
    expect(allowed.status).toBe(201);

    expect(
      (await founder.patch(`/api/founder/investments/${made.json.investment.id}`, { status: "completed" })).status,
    ).toBe(200);
    const third = await signedInInvestor(t.app);
    const refused = await third.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 10_001 });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.amount).toEqual(["Only $10,000 of the funding goal remains"]);
    expect(
      (await third.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 10_000 })).status,
    ).toBe(201);
  });

  it("answers 404 for a campaign that is missing, not an id, or not active", async () => {
    const { campaign: draft } = await activeCampaign(t, { campaign: { status: "draft" } });
    const { client } = await signedInInvestor(t.app);
    for (const campaignId of [draft.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await client.post("/api/investor/investments", { campaignId, amount: 5_000 });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(INVESTMENT_MESSAGES.campaignNotFound);
    }
    expect(await rowsOf(t, draft.id)).toHaveLength(0);
  });

  it("answers 409 for an active campaign that has ended", async () => {
    const { campaign } = await activeCampaign(t);
    await t.deps.db
      .update(campaigns)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, campaign.id));
    const { client } = await signedInInvestor(t.app);
    const res = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 5_000 });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(INVESTMENT_MESSAGES.campaignEnded);
  });
});

describe("the double submit", () => {
  it("two concurrent posts make exactly one pending row; both answers name it", async () => {
    const { profile: founder, campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const body = { campaignId: campaign.id, amount: 5_000 };
    const answers = await Promise.all([
      client.post("/api/investor/investments", body),
      client.post("/api/investor/investments", body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers.map((a) => a.json.created).sort()).toEqual([false, true]);
    expect(answers[0]?.json.investment.id).toBe(answers[1]?.json.investment.id);
    expect(await rowsOf(t, campaign.id)).toHaveLength(1);
    expect(await notificationsOf(t, founder.id)).toHaveLength(1);
  });

  it("a later post while one is pending returns the pending one unchanged; after a decision a new one may be made", async () => {
    const { client: founder, campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const first = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 5_000 });
    const again = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 7_000 });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, investment: { id: first.json.investment.id, amount: 5_000 } });

    await founder.patch(`/api/founder/investments/${first.json.investment.id}`, { status: "completed" });
    const next = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 7_000 });
    expect(next.status).toBe(201);
    expect(await rowsOf(t, campaign.id)).toHaveLength(2);
  });
});
