import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investments } from "../../db/schema";
import { registerFounder } from "../../testing/accounts";
import { campaignRow, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { activeCampaign, notificationsOf } from "../../testing/investments";
import { createClient, createTestApp } from "../../testing/test-app";

// The founder's side: the investments in their campaigns, completing or rejecting them, and
// what completed ones add to a campaign's raised amount.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("the founder's side", () => {
  async function pendingInvestment() {
    const listed = await activeCampaign(t);
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
    const otherOwner = await activeCampaign(t);
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
    const [note] = await notificationsOf(t, investor.profile.id);
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
    expect(await notificationsOf(t, investor.profile.id)).toHaveLength(1);
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
    } = await activeCampaign(t, {
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
