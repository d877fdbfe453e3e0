import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../../testing/accounts";
import {
  createCampaign,
  founderWithBusiness,
  insertInvestment,
  listedCampaign,
  signedInInvestor,
  uniqueWord,
} from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

// /api/deals and the campaign pages (the landing feed is in landing/landing.test.ts, the deals'
// order in deals-ranking.test.ts). The database is shared by the file, so each test filters by a
// sector or word of its own.

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
let investor: ReturnType<typeof createClient>;
let investorId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
  const signedIn = await signedInInvestor(t.app);
  investor = signedIn.client;
  investorId = signedIn.profile.id;
});
afterAll(() => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const titles = (items: TCampaignWithBusiness[]) => items.map((c) => c.title);

describe("GET /api/deals", () => {
  it("needs a signed-in viewer", async () => {
    const res = await anonymous.get("/api/deals");
    expect(res.status).toBe(401);
    expectErrorBody(res.json, "UNAUTHENTICATED");
  });

  it("lists active campaigns only, with their business, owner and funding", async () => {
    const sector = uniqueWord("sector");
    const { client, business, campaign } = await listedCampaign(t.app, {
      business: { businessName: "Maji Safi", businessType: sector, stage: "seed" },
      campaign: { title: "Clean water", fundingGoal: 40_000, maxInvestment: 10_000 },
      founderName: "Baraka Mwangi",
    });
    await createCampaign(client, { title: "Draft", status: "draft" });
    await createCampaign(client, { title: "Pending", status: "pending" });
    const other = await founderWithBusiness(t.app, { businessType: sector });
    const finished = await createCampaign(other.client, { title: "Finished", status: "active" });
    const complete = await other.client.put(`/api/founder/campaigns/${finished.id}`, {
      ...finished,
      status: "completed",
    });
    expect(complete.status).toBe(200);
    await insertInvestment(t.deps.db, { campaignId: campaign.id, investorId, amount: 10_000, status: "completed" });

    const res = await investor.get(`/api/deals?sector=${sector}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 1, nextOffset: null });
    expect(res.json.items).toEqual([
      {
        ...campaign,
        raised: 10_000,
        percentFunded: 25,
        investmentCount: 1,
        investorCount: 1,
        business: {
          id: business.id,
          userId: business.userId,
          businessName: "Maji Safi",
          businessType: sector,
          description: business.description,
          incorporationCountry: "Kenya",
          stage: "seed",
          logoUrl: null,
          team: [],
          documents: [],
          ownerName: "Baraka Mwangi",
          verified: true,
        },
      },
    ]);
  });

  it("finds campaigns by word prefixes of title, summary and business name", async () => {
    const word = uniqueWord("nuru");
    await listedCampaign(t.app, { campaign: { title: `${word} lamps` } });
    await listedCampaign(t.app, { campaign: { title: "Other", summary: `Solar ${word} kits` } });
    await listedCampaign(t.app, { business: { businessName: `${word} Energy` }, campaign: { title: "By name" } });
    const search = async (q: string) =>
      titles((await investor.get(`/api/deals?search=${encodeURIComponent(q)}`)).json.items).sort();

    expect(await search(word.slice(0, 7))).toEqual(["By name", "Other", `${word} lamps`]);
    expect(await search(`${word} lamp`)).toEqual([`${word} lamps`]);
    expect(await search(`${word} energ`)).toEqual(["By name"]);
    expect(await search(word.slice(1))).toEqual([]);
    expect((await investor.get(`/api/deals?search=${encodeURIComponent("%_' & !")}`)).status).toBe(200);
  });

  it("filters by sector and stage, and offers the sectors of active campaigns only", async () => {
    const sector = uniqueWord("sector");
    const draftOnlySector = uniqueWord("quiet");
    await listedCampaign(t.app, {
      business: { businessType: sector, stage: "seed" },
      campaign: { title: "Seed deal" },
    });
    await listedCampaign(t.app, {
      business: { businessType: sector, stage: "growth" },
      campaign: { title: "Growth deal" },
    });
    const quiet = await founderWithBusiness(t.app, { businessType: draftOnlySector });
    await createCampaign(quiet.client, { status: "draft" });

    expect(titles((await investor.get(`/api/deals?sector=${sector}&stage=growth`)).json.items)).toEqual([
      "Growth deal",
    ]);
    expect(titles((await investor.get(`/api/deals?sector=${sector}&stage=seed`)).json.items)).toEqual(["Seed deal"]);
    const { sectors } = (await investor.get("/api/deals")).json;
    expect(sectors).toContain(sector);
    expect(sectors).not.toContain(draftOnlySector);
    expect(sectors).toEqual([...sectors].sort((a: string, b: string) => a.localeCompare(b, "en")));
  });

  it("pages with limit and offset, newest first", async () => {
    const sector = uniqueWord("sector");
    for (const n of [1, 2, 3])
      await listedCampaign(t.app, { business: { businessType: sector }, campaign: { title: `Deal ${n}` } });
    const first = (await investor.get(`/api/deals?sector=${sector}&limit=2`)).json;
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    expect(titles(first.items)).toEqual(["Deal 3", "Deal 2"]);
    const last = (await investor.get(`/api/deals?sector=${sector}&limit=2&offset=2`)).json;
    expect(last).toMatchObject({ total: 3, nextOffset: null });
    expect(titles(last.items)).toEqual(["Deal 1"]);
    expect((await investor.get("/api/deals?limit=100")).status).toBe(400);
  });
});

describe("GET /api/businesses/{businessId}/campaigns/{campaignId}", () => {
  it("shows an active campaign to any signed-in viewer", async () => {
    const { business, campaign } = await listedCampaign(t.app, { founderName: "Neema Otieno" });
    const res = await investor.get(`/api/businesses/${business.id}/campaigns/${campaign.id}`);
    expect(res.status).toBe(200);
    expect(res.json.campaign).toMatchObject({
      id: campaign.id,
      business: { id: business.id, ownerName: "Neema Otieno" },
    });
  });

  it("shows a campaign that is not active only to its founder", async () => {
    const { client: owner, business } = await founderWithBusiness(t.app);
    const { client: otherFounder } = await founderWithBusiness(t.app);
    for (const status of ["draft", "pending"] as const) {
      const campaign = await createCampaign(owner, { status });
      const path = `/api/businesses/${business.id}/campaigns/${campaign.id}`;
      expect((await owner.get(path)).status).toBe(200);
      for (const stranger of [investor, otherFounder]) {
        const res = await stranger.get(path);
        expect(res.status).toBe(404);
        expectErrorBody(res.json, "NOT_FOUND");
        expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.notFoundText);
      }
    }
  });

  it("answers 404 when the campaign belongs to another business, or the ids are missing or not uuids", async () => {
    const { campaign } = await listedCampaign(t.app);
    const { business: otherBusiness } = await founderWithBusiness(t.app);
    for (const path of [
      `/api/businesses/${otherBusiness.id}/campaigns/${campaign.id}`,
      `/api/businesses/${otherBusiness.id}/campaigns/${MISSING_ID}`,
      `/api/businesses/nope/campaigns/${campaign.id}`,
      `/api/businesses/${otherBusiness.id}/campaigns/nope`,
    ]) {
      expect((await investor.get(path)).status, path).toBe(404);
    }
  });

  it("needs a signed-in viewer", async () => {
    const { business, campaign } = await listedCampaign(t.app);
    expect((await anonymous.get(`/api/businesses/${business.id}/campaigns/${campaign.id}`)).status).toBe(401);
    expect((await anonymous.get(`/api/businesses/${business.id}/active-campaign`)).status).toBe(401);
  });
});

describe("GET /api/businesses/{businessId}/active-campaign", () => {
  it("answers the active campaign, or 404 when there is none", async () => {
    const { client, business, campaign } = await listedCampaign(t.app);
    await createCampaign(client, { status: "draft" });
    const res = await investor.get(`/api/businesses/${business.id}/active-campaign`);
    expect(res.status).toBe(200);
    expect(res.json.campaign.id).toBe(campaign.id);

    const { client: quietClient, business: quiet } = await founderWithBusiness(t.app);
    await createCampaign(quietClient, { status: "pending" });
    for (const id of [quiet.id, MISSING_ID, "nope"]) {
      const missing = await investor.get(`/api/businesses/${id}/active-campaign`);
      expect(missing.status).toBe(404);
      expect(missing.json.error.message).toBe(CAMPAIGN_MESSAGES.notFoundText);
    }
  });
});
