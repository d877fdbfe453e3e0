import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import {
  createCampaign,
  founderWithBusiness,
  insertInvestment,
  listedCampaign,
  signedInInvestor,
  uniqueWord,
} from "../../testing/catalogue";
import { rankedCampaign } from "../../testing/ranking";
import { createClient, createTestApp } from "../../testing/test-app";

// GET /api/feed: the landing page's Featured Campaigns (decision 018's order), its newest
// businesses and the stats block's live figures. The database is the file's own; the tests run in
// order and each later one outranks what the earlier ones listed.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let anonymous: ReturnType<typeof createClient>;
let investorId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
  anonymous = createClient(t.app);
  investorId = (await signedInInvestor(t.app)).profile.id;
});
afterAll(() => t.close());

const feed = async () => {
  const res = await anonymous.get("/api/feed");
  expect(res.status).toBe(200);
  return res.json;
};

describe("GET /api/feed", () => {
  it("is public: 3 featured active campaigns and the 3 newest businesses, with live figures", async () => {
    const listed = [];
    for (const n of [1, 2, 3, 4]) {
      listed.push(
        await listedCampaign(t.app, {
          business: { businessName: `Feed Co ${n}`, description: `Company ${n}` },
          campaign: { title: `Feed deal ${n}`, summary: `Deal ${n}`, fundingGoal: 100_000 },
          founderName: `Owner ${n}`,
        }),
      );
    }
    const [first, , third, fourth] = listed;
    if (!first || !third || !fourth) throw new Error("fixtures missing");
    // The oldest is the best funded: it leads; the others follow newest first.
    await insertInvestment(t.deps.db, {
      campaignId: first.campaign.id,
      investorId,
      amount: 12_500,
      status: "completed",
    });
    // A newer business without an active campaign shows in companies with nothing raised.
    const newest = await founderWithBusiness(
      t.app,
      { businessName: "Fresh Co", description: null },
      { fullName: "Owner 5" },
    );
    await createCampaign(newest.client, { status: "draft" });

    const res = await feed();
    expect(res.campaigns.map((c: { company: string }) => c.company)).toEqual(["Feed Co 1", "Feed Co 4", "Feed Co 3"]);
    expect(res.campaigns[0]).toEqual({
      id: first.campaign.id,
      href: `/businesses/${first.business.id}/campaign/${first.campaign.id}`,
      company: "Feed Co 1",
      owner: "Owner 1",
      description: "Deal 1",
      raised: 12_500,
      percentFunded: 12.5,
    });
    expect(res.companies).toEqual([
      {
        id: newest.business.id,
        href: `/businesses/${newest.business.id}`,
        company: "Fresh Co",
        owner: "Owner 5",
        description: "",
        raised: 0,
        percentFunded: 0,
      },
      expect.objectContaining({ id: fourth.business.id, company: "Feed Co 4", raised: 0, percentFunded: 0 }),
      expect.objectContaining({ id: third.business.id, raised: 0, percentFunded: 0 }),
    ]);
  });

  it("features Verified businesses first, then the best funded, then the newest", async () => {
    const sector = uniqueWord("sector");
    const specs = [
      { title: "Unverified, fully funded", verified: false, funded: 100, minutesAgo: 1 },
      { title: "Verified 40%", verified: true, funded: 40, minutesAgo: 90 },
      { title: "Verified 50% older", verified: true, funded: 50, minutesAgo: 80 },
      { title: "Verified 50% newer", verified: true, funded: 50, minutesAgo: 70 },
    ];
    for (const spec of specs) await rankedCampaign(t, admin, investorId, { ...spec, sector });
    expect((await feed()).campaigns.map((c: { company: string }) => c.company)).toEqual([
      "Verified 50% newer Ltd",
      "Verified 50% older Ltd",
      "Verified 40% Ltd",
    ]);
  });
});

describe("the stats block's figures", () => {
  it("count the businesses whose owner is not banned and the completed investments, exactly", async () => {
    const before = (await feed()).stats;
    const { profile, campaign } = await listedCampaign(t.app, { campaign: { fundingGoal: 100_000 } });
    await founderWithBusiness(t.app, {}, { verified: false });
    await insertInvestment(t.deps.db, { campaignId: campaign.id, investorId, amount: 7_000, status: "completed" });
    await insertInvestment(t.deps.db, { campaignId: campaign.id, investorId, amount: 9_000, status: "pending" });
    await insertInvestment(t.deps.db, { campaignId: campaign.id, investorId, amount: 5_000, status: "rejected" });
    expect((await feed()).stats).toEqual({ businesses: before.businesses + 2, raised: before.raised + 7_000 });

    // A banned founder's business is not listed; unbanned, it is again.
    const ban = await admin.client.post(`/api/admin/users/${profile.id}/ban`, { reason: "Fake traction" });
    expect(ban.status).toBe(200);
    expect((await feed()).stats.businesses).toBe(before.businesses + 1);
    expect((await admin.client.delete(`/api/admin/users/${profile.id}/ban`)).status).toBe(200);
    expect((await feed()).stats.businesses).toBe(before.businesses + 2);
  });
});
