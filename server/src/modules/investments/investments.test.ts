import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, investments, notifications } from "../../db/schema";
import { expectErrorBody, registerFounder } from "../../testing/accounts";
import { campaignRow, listedCampaign, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

/** Goal 100 000, min 1 000, max 50 000 (testing/catalogue's campaign defaults), active. */
const activeCampaign = (options: Parameters<typeof listedCampaign>[1] = {}) => listedCampaign(t.app, options);

async function rowsOf(campaignId: string) {
  return t.deps.db.select().from(investments).where(eq(investments.campaignId, campaignId));
}

async function notificationsOf(userId: string) {
  return t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("Invest Now: who may invest", () => {
  it("answers 401 signed out and 403 to a founder, even the campaign's own", async () => {
    const { client: founder, campaign } = await activeCampaign();
    const body = { campaignId: campaign.id, amount: 5_000 };
    expect((await createClient(t.app).post("/api/investor/investments", body)).status).toBe(401);
    const res = await founder.post("/api/investor/investments", body);
    expect(res.status).toBe(403);
    expectErrorBody(res.json, "FORBIDDEN");
    expect(await rowsOf(campaign.id)).toHaveLength(0);
  });
});

describe("Invest Now: the rules", () => {
  it("records a pending investment with its campaign and business, and tells the founder", async () => {
    const {
      profile: founder,
      business,
      campaign,
    } = await activeCampaign({ business: { businessName: "Shamba Fresh" } });
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
    const [row] = await rowsOf(campaign.id);
    expect(row).toMatchObject({ investorId: profile.id, amount: 5_000, status: "pending" });
    const [note] = await notificationsOf(founder.id);
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
    const { campaign } = await activeCampaign();
    const { client } = await signedInInvestor(t.app);
    const res = await client.post("/api/investor/investments", { campaignId: campaign.id, amount });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.message).toBe(message);
    expect(res.json.error.fields).toEqual({ amount: [message] });
    expect(await rowsOf(campaign.id)).toHaveLength(0);
  });

  it.each([
    [12.5, INVESTMENT_MESSAGES.amountWhole],
    [0, INVESTMENT_MESSAGES.amountPositive],
    ["lots", INVESTMENT_MESSAGES.amountRequired],
  ])("refuses the amount %j", async (amount, message) => {
    const { campaign } = await activeCampaign();
    const { client } = await signedInInvestor(t.app);
    const res = await client.post("/api/investor/investments", { campaignId: campaign.id, amount });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.amount).toEqual([message]);
  });

  it("refuses more than what remains of the goal after completed investments (pending ones reserve nothing)", async () => {
    const { client: founder, campaign } = await activeCampaign({
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
    const { campaign: draft } = await activeCampaign({ campaign: { status: "draft" } });
    const { client } = await signedInInvestor(t.app);
    for (const campaignId of [draft.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await client.post("/api/investor/investments", { campaignId, amount: 5_000 });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(INVESTMENT_MESSAGES.campaignNotFound);
    }
    expect(await rowsOf(draft.id)).toHaveLength(0);
  });

  it("answers 409 for an active campaign that has ended", async () => {
    const { campaign } = await activeCampaign();
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
    const { profile: founder, campaign } = await activeCampaign();
    const { client } = await signedInInvestor(t.app);
    const body = { campaignId: campaign.id, amount: 5_000 };
    const answers = await Promise.all([
      client.post("/api/investor/investments", body),
      client.post("/api/investor/investments", body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers.map((a) => a.json.created).sort()).toEqual([false, true]);
    expect(answers[0]?.json.investment.id).toBe(answers[1]?.json.investment.id);
    expect(await rowsOf(campaign.id)).toHaveLength(1);
    expect(await notificationsOf(founder.id)).toHaveLength(1);
  });

  it("a later post while one is pending returns the pending one unchanged; after a decision a new one may be made", async () => {
    const { client: founder, campaign } = await activeCampaign();
    const { client } = await signedInInvestor(t.app);
    const first = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 5_000 });
    const again = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 7_000 });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, investment: { id: first.json.investment.id, amount: 5_000 } });

    await founder.patch(`/api/founder/investments/${first.json.investment.id}`, { status: "completed" });
    const next = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 7_000 });
    expect(next.status).toBe(201);
    expect(await rowsOf(campaign.id)).toHaveLength(2);
  });
});

describe("the investor's investments and dashboard", () => {
  it("lists only their own, newest first, with the summary and the dashboard's figures", async () => {
    const { client: founder, business, campaign } = await activeCampaign({ business: { businessName: "Mine Co" } });
    const other = await activeCampaign({ business: { businessName: "Other Co" } });
    const third = await activeCampaign({ business: { businessName: "Third Co" } });
    const me = await signedInInvestor(t.app);
    const someoneElse = await signedInInvestor(t.app);
    await someoneElse.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 9_000 });

    const a = await me.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 10_000 });
    const b = await me.client.post("/api/investor/investments", { campaignId: other.campaign.id, amount: 3_000 });
    const c = await me.client.post("/api/investor/investments", { campaignId: third.campaign.id, amount: 2_000 });
    await founder.patch(`/api/founder/investments/${a.json.investment.id}`, { status: "completed" });
    await third.client.patch(`/api/founder/investments/${c.json.investment.id}`, { status: "rejected" });

    const list = await me.client.get("/api/investor/investments");
    expect(list.status).toBe(200);
    expect(list.json.items.map((i: { id: string }) => i.id)).toEqual([
      c.json.investment.id,
      b.json.investment.id,
      a.json.investment.id,
    ]);
    expect(list.json).toMatchObject({
      total: 3,
      nextOffset: null,
      summary: {
        count: 2,
        totalAmount: 13_000,
        completedCount: 1,
        completedAmount: 10_000,
        pendingCount: 1,
        pendingAmount: 3_000,
        rejectedCount: 1,
      },
    });
    const page = await me.client.get("/api/investor/investments?limit=2&offset=0");
    expect(page.json).toMatchObject({ total: 3, nextOffset: 2 });
    expect(page.json.items).toHaveLength(2);

    const dashboard = await me.client.get("/api/investor/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.json).toMatchObject({ totalInvestments: 2, totalAmountInvested: 13_000 });
    expect(dashboard.json.recentInvestments).toHaveLength(3);
    expect(dashboard.json.recentInvestments[2]).toEqual({
      id: a.json.investment.id,
      businessId: business.id,
      campaignId: campaign.id,
      businessName: "Mine Co",
      campaignTitle: campaign.title,
      amount: 10_000,
      status: "completed",
      createdAt: expect.any(String),
    });

    // The other investor sees only theirs.
    const theirs = await someoneElse.client.get("/api/investor/investments");
    expect(theirs.json.total).toBe(1);
    expect(theirs.json.items[0].amount).toBe(9_000);
  });

  it("is investor-only", async () => {
    const founder = createClient(t.app);
    await registerFounder(founder);
    expect((await founder.get("/api/investor/investments")).status).toBe(403);
    expect((await founder.get("/api/investor/dashboard")).status).toBe(403);
    expect((await createClient(t.app).get("/api/investor/dashboard")).status).toBe(401);
  });

  it("a new investor's dashboard is empty", async () => {
    const { client } = await signedInInvestor(t.app);
    const res = await client.get("/api/investor/dashboard");
    expect(res.json).toMatchObject({ totalInvestments: 0, totalAmountInvested: 0, recentInvestments: [] });
  });
});

describe("the founder's side", () => {
  async function pendingInvestment() {
    const listed = await activeCampaign();
    const investor = await signedInInvestor(t.app);
    const res = await investor.client.post("/api/investor/investments", {
      campaignId: listed.campaign.id,
      amount: 4_000,
    });
    expect(res.status).toBe(201);
    return { ...listed, investor, investmentId: res.json.investment.id as string };
  }

  it("the campaign's founder sees its investments with the investor's name", async () => {
    const { client, campaign, investor, investmentId } = await pendingInvestment();
    const res = await client.get(`/api/founder/campaigns/${campaign.id}/investments`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 1, nextOffset: null });
    expect(res.json.items[0]).toMatchObject({
      id: investmentId,
      campaignId: campaign.id,
      investorId: investor.profile.id,
      investorName: "Kofi Investor",
      amount: 4_000,
      status: "pending",
    });
  });

  it("another founder gets 404 for the list; an investor 403", async () => {
    const { campaign, investor } = await pendingInvestment();
    const stranger = createClient(t.app);
    await registerFounder(stranger);
    for (const id of [campaign.id, "not-a-uuid"]) {
      const res = await stranger.get(`/api/founder/campaigns/${id}/investments`);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(INVESTMENT_MESSAGES.campaignNotFound);
    }
    expect((await investor.client.get(`/api/founder/campaigns/${campaign.id}/investments`)).status).toBe(403);
  });

  it("only the campaign's founder completes or rejects: others get 404 (or 403) and the row is unchanged", async () => {
    const { investor, investmentId } = await pendingInvestment();
    const stranger = createClient(t.app);
    await registerFounder(stranger);
    const otherOwner = await activeCampaign();
    for (const client of [stranger, otherOwner.client]) {
      const res = await client.patch(`/api/founder/investments/${investmentId}`, { status: "completed" });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(INVESTMENT_MESSAGES.investmentNotFound);
    }
    expect(
      (await investor.client.patch(`/api/founder/investments/${investmentId}`, { status: "completed" })).status,
    ).toBe(403);
    const [row] = await t.deps.db.select().from(investments).where(eq(investments.id, investmentId));
    expect(row?.status).toBe("pending");
  });

  it("completes a pending investment once, tells the investor, and refuses a second decision", async () => {
    const { client, investor, investmentId } = await pendingInvestment();
    const res = await client.patch(`/api/founder/investments/${investmentId}`, { status: "completed" });
    expect(res.status).toBe(200);
    expect(res.json.investment).toMatchObject({ id: investmentId, status: "completed" });
    const [note] = await notificationsOf(investor.profile.id);
    expect(note).toMatchObject({ type: "investment", link: "/investor/investments" });

    const again = await client.patch(`/api/founder/investments/${investmentId}`, { status: "rejected" });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(INVESTMENT_MESSAGES.notPending);
    const [row] = await t.deps.db.select().from(investments).where(eq(investments.id, investmentId));
    expect(row?.status).toBe("completed");
  });

  it("two decisions at once: exactly one wins", async () => {
    const { client, investor, investmentId } = await pendingInvestment();
    const answers = await Promise.all([
      client.patch(`/api/founder/investments/${investmentId}`, { status: "completed" }),
      client.patch(`/api/founder/investments/${investmentId}`, { status: "rejected" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.json.investment.status;
    const [row] = await t.deps.db.select().from(investments).where(eq(investments.id, investmentId));
    expect(row?.status).toBe(winner);
    expect(await notificationsOf(investor.profile.id)).toHaveLength(1);
  });

  it("refuses another status and answers 404 for an unknown id", async () => {
    const { client, investmentId } = await pendingInvestment();
    expect((await client.patch(`/api/founder/investments/${investmentId}`, { status: "pending" })).status).toBe(400);
    expect((await client.patch("/api/founder/investments/not-a-uuid", { status: "rejected" })).status).toBe(404);
    expect(
      (await client.patch("/api/founder/investments/00000000-0000-4000-8000-000000000000", { status: "rejected" }))
        .status,
    ).toBe(404);
  });
});

describe("raised amounts count completed investments", () => {
  it("on /api/deals and /api/businesses", async () => {
    const word = uniqueWord("raise");
    const {
      client: founder,
      business,
      campaign,
    } = await activeCampaign({
      business: { businessName: `Raise ${word}` },
      campaign: { title: `Raise ${word}` },
    });
    const raisedNow = async () => {
      const deals = await founder.get(`/api/deals?search=${word}`);
      const catalogue = await founder.get(`/api/businesses?search=${word}`);
      const deal = deals.json.items.find((d: { id: string }) => d.id === campaign.id);
      const card = catalogue.json.items.find((b: { id: string }) => b.id === business.id);
      return [deal.raised, deal.percentFunded, card.activeCampaign.raised];
    };
    const a = await signedInInvestor(t.app);
    const b = await signedInInvestor(t.app);
    const first = await a.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 30_000 });
    const second = await b.client.post("/api/investor/investments", { campaignId: campaign.id, amount: 5_000 });
    expect(await raisedNow()).toEqual([0, 0, 0]);

    await founder.patch(`/api/founder/investments/${first.json.investment.id}`, { status: "completed" });
    await founder.patch(`/api/founder/investments/${second.json.investment.id}`, { status: "rejected" });
    expect(await raisedNow()).toEqual([30_000, 30, 30_000]);
    expect((await campaignRow(t.deps.db, campaign.id))?.status).toBe("active");
  });
});
