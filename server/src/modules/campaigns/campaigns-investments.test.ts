import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../../testing/accounts";
import {
  campaignRow,
  createCampaign,
  founderWithBusiness,
  insertInvestment,
  listedCampaign,
  signedInInvestor,
} from "../../testing/catalogue";
import { withRaceBeforeWrite } from "../../testing/database-race";
import { createTestApp } from "../../testing/test-app";

// A campaign and its investments: deleting is refused once it has any, and its funding figures.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("deleting a campaign", () => {
  it("removes a campaign without investments", async () => {
    const { client } = await founderWithBusiness(t.app);
    const campaign = await createCampaign(client);
    const res = await client.delete(`/api/founder/campaigns/${campaign.id}`);
    expect(res.status).toBe(204);
    expect(await campaignRow(t.deps.db, campaign.id)).toBeNull();
    expect((await client.get(`/api/founder/campaigns/${campaign.id}`)).status).toBe(404);
  });

  it("is refused once the campaign has an investment, whatever its status", async () => {
    const { client } = await founderWithBusiness(t.app);
    const { profile: investor } = await signedInInvestor(t.app);
    const campaign = await createCampaign(client, { status: "active" });
    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId: investor.id,
      amount: 5_000,
      status: "rejected",
    });

    const res = await client.delete(`/api/founder/campaigns/${campaign.id}`);
    expect(res.status).toBe(409);
    expectErrorBody(res.json, "CONFLICT");
    expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.hasInvestments);
    expect(await campaignRow(t.deps.db, campaign.id)).not.toBeNull();
  });

  it("is refused by the database when an investment arrives after the check", async () => {
    const { client } = await founderWithBusiness(t.app);
    const { profile: investor } = await signedInInvestor(t.app);
    const campaign = await createCampaign(client, { status: "active" });
    // The route's check finds no investments; the investor's is recorded just before the delete.
    const race = {
      before: "delete",
      table: "campaigns",
      when: `old.id = '${campaign.id}'`,
      write: `insert into investments (campaign_id, investor_id, amount) values ('${campaign.id}', '${investor.id}', 5000)`,
    } as const;
    const res = await withRaceBeforeWrite(t.deps.db, race, () =>
      client.delete(`/api/founder/campaigns/${campaign.id}`),
    );
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.hasInvestments);
    expect(await campaignRow(t.deps.db, campaign.id)).not.toBeNull();
  });
});

describe("funding figures", () => {
  it("count completed investments as raised, and every investment in the count", async () => {
    const { client } = await founderWithBusiness(t.app);
    const { profile: investor } = await signedInInvestor(t.app);
    const campaign = await createCampaign(client, { status: "active", fundingGoal: 90_000 });
    const invest = (amount: number, status: "pending" | "completed" | "rejected") =>
      insertInvestment(t.deps.db, { campaignId: campaign.id, investorId: investor.id, amount, status });
    await invest(20_000, "completed");
    await invest(10_000, "completed");
    await invest(5_000, "pending");
    await invest(1_000, "rejected");

    const res = await client.get(`/api/founder/campaigns/${campaign.id}`);
    expect(res.json.campaign).toMatchObject({ raised: 30_000, percentFunded: 33.3, investmentCount: 4 });
    const [listed] = (await client.get("/api/founder/campaigns")).json.campaigns;
    expect(listed).toMatchObject({ raised: 30_000, percentFunded: 33.3, investmentCount: 4 });
  });
});

describe("the Investors figure", () => {
  it("counts distinct investors with a completed investment, wherever the campaign is shown", async () => {
    const { client: founder, business, campaign } = await listedCampaign(t.app);
    const a = await signedInInvestor(t.app);
    const b = await signedInInvestor(t.app);
    const c = await signedInInvestor(t.app);
    const invest = async (who: typeof a, amount: number) => {
      const res = await who.client.post("/api/investor/investments", { campaignId: campaign.id, amount });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json.investment.id as string;
    };
    const decide = (id: string, status: "completed" | "rejected") =>
      founder.patch(`/api/founder/investments/${id}`, { status });
    const figures = async () => {
      const page = await a.client.get(`/api/businesses/${business.id}/campaigns/${campaign.id}`);
      const deal = (await a.client.get("/api/deals?limit=50")).json.items.find(
        (d: { id: string }) => d.id === campaign.id,
      );
      const own = (await founder.get(`/api/founder/campaigns/${campaign.id}`)).json.campaign;
      return [page.json.campaign, deal, own].map((x) => [x.investorCount, x.investmentCount]);
    };

    await decide(await invest(a, 2_000), "completed");
    await decide(await invest(a, 3_000), "completed");
    await invest(b, 4_000);
    await decide(await invest(c, 5_000), "rejected");
    // Two completed by one investor, one pending, one rejected: one investor; four investments.
    expect(await figures()).toEqual([
      [1, 4],
      [1, 4],
      [1, 4],
    ]);

    const pending = (await founder.get(`/api/founder/campaigns/${campaign.id}/investments`)).json.items.find(
      (i: { status: string }) => i.status === "pending",
    );
    await decide(pending.id, "completed");
    expect((await figures())[0]).toEqual([2, 4]);
  });
});
