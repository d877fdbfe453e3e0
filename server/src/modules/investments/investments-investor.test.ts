import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFounder } from "../../testing/accounts";
import { signedInInvestor } from "../../testing/catalogue";
import { activeCampaign } from "../../testing/investments";
import { createClient, createTestApp } from "../../testing/test-app";

// The investor's side: their own investments, with totals, and the dashboard's figures.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("the investor's investments and dashboard", () => {
  it("lists only their own, newest first, with the summary and the dashboard's figures", async () => {
    const { client: founder, business, campaign } = await activeCampaign(t, { business: { businessName: "Mine Co" } });
    const other = await activeCampaign(t, { business: { businessName: "Other Co" } });
    const third = await activeCampaign(t, { business: { businessName: "Third Co" } });
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
    // Total Amount Invested is money the founders confirmed; what still waits is given apart.
    expect(dashboard.json).toMatchObject({
      totalInvestments: 2,
      totalAmountInvested: 10_000,
      pendingAmountInvested: 3_000,
    });
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
    expect(res.json).toMatchObject({
      totalInvestments: 0,
      totalAmountInvested: 0,
      pendingAmountInvested: 0,
      recentInvestments: [],
    });
  });

  it("moves an amount from pending to Total Amount Invested when the founder completes it", async () => {
    const { client: founder, campaign } = await activeCampaign(t);
    const { client } = await signedInInvestor(t.app);
    const made = await client.post("/api/investor/investments", { campaignId: campaign.id, amount: 4_000 });
    const figures = async () => {
      const { totalAmountInvested, pendingAmountInvested } = (await client.get("/api/investor/dashboard")).json;
      return [totalAmountInvested, pendingAmountInvested];
    };
    expect(await figures()).toEqual([0, 4_000]);
    await founder.patch(`/api/founder/investments/${made.json.investment.id}`, { status: "completed" });
    expect(await figures()).toEqual([4_000, 0]);
  });
});
