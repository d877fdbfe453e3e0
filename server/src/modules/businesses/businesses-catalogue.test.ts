import { AMOUNT_RANGES, type AmountRange, BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type { TBusinessCard } from "@domain/schemas/businesses";
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
import { createClient, createTestApp, MISSING_ID } from "../../testing/test-app";

// Reading the catalogue: the list with its search, filters and paging, and one business.
// The database is shared by the whole file, so each test filters by a sector or word of its own.

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
});
afterAll(() => t.close());

const names = (items: TBusinessCard[]) => items.map((b) => b.businessName);

describe("GET /api/businesses", () => {
  it("is public and shows each business with its owner and active campaign", async () => {
    const sector = uniqueWord("sector");
    const { business, campaign } = await listedCampaign(t.app, {
      business: { businessName: "Mavuno Foods", businessType: sector, stage: "series-a" },
      campaign: { title: "Series A", fundingGoal: 200_000 },
      founderName: "Zawadi Kamau",
    });
    const res = await anonymous.get(`/api/businesses?sector=${sector}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 1, nextOffset: null });
    expect(res.json.items).toEqual([
      {
        id: business.id,
        businessName: "Mavuno Foods",
        businessType: sector,
        description: business.description,
        incorporationCountry: "Kenya",
        stage: "series-a",
        logoUrl: null,
        ownerName: "Zawadi Kamau",
        activeCampaign: {
          id: campaign.id,
          title: "Series A",
          fundingGoal: 200_000,
          raised: 0,
          percentFunded: 0,
          endsAt: campaign.endsAt,
        },
        saved: false,
        verified: true,
        responseBadge: null,
      },
    ]);
  });

  it("finds businesses by word prefixes of name and description", async () => {
    const word = uniqueWord("kilimo");
    const other = uniqueWord("maji");
    await founderWithBusiness(t.app, { businessName: `${word} Harvest`, description: "Drip irrigation kits" });
    await founderWithBusiness(t.app, { businessName: "Pesa Link", description: `Payments for ${other} vendors` });

    const search = async (q: string) =>
      names((await anonymous.get(`/api/businesses?search=${encodeURIComponent(q)}`)).json.items);
    expect(await search(word.slice(0, 8))).toEqual([`${word} Harvest`]);
    expect(await search(`${word.toUpperCase()} irrig`)).toEqual([`${word} Harvest`]);
    expect(await search(other)).toEqual(["Pesa Link"]);
    // Every word must match; words are prefixes, not substrings.
    expect(await search(`${word} payments`)).toEqual([]);
    expect(await search(word.slice(2))).toEqual([]);
  });

  it("treats search text as words, never as query syntax", async () => {
    for (const q of ["a & | ! :* (", "'); drop table businesses; --", "%_\\"]) {
      const res = await anonymous.get(`/api/businesses?search=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });

  it("filters by sector exactly and lists every sector present, sorted", async () => {
    const sector = uniqueWord("zsector");
    await founderWithBusiness(t.app, { businessName: "Exact", businessType: sector });
    await founderWithBusiness(t.app, { businessName: "Longer", businessType: `${sector}x` });
    const res = await anonymous.get(`/api/businesses?sector=${sector}`);
    expect(names(res.json.items)).toEqual(["Exact"]);
    expect(res.json.sectors).toEqual(expect.arrayContaining([sector, `${sector}x`, "agtech"]));
    expect(res.json.sectors).toEqual([...res.json.sectors].sort((a: string, b: string) => a.localeCompare(b, "en")));
    expect(new Set(res.json.sectors).size).toBe(res.json.sectors.length);
  });

  it("filters by stage", async () => {
    const sector = uniqueWord("sector");
    await founderWithBusiness(t.app, { businessName: "Seedling", businessType: sector, stage: "seed" });
    await founderWithBusiness(t.app, { businessName: "Grown", businessType: sector, stage: "growth" });
    await founderWithBusiness(t.app, { businessName: "Unstaged", businessType: sector, stage: null });
    expect(names((await anonymous.get(`/api/businesses?sector=${sector}&stage=growth`)).json.items)).toEqual(["Grown"]);
    expect(names((await anonymous.get(`/api/businesses?sector=${sector}&stage=seed`)).json.items)).toEqual([
      "Seedling",
    ]);
    expect((await anonymous.get(`/api/businesses?sector=${sector}&stage=all`)).json.total).toBe(3);
    expect((await anonymous.get(`/api/businesses?stage=ipo`)).status).toBe(400);
  });

  it("filters by the active campaign's funding goal, bucket by bucket", async () => {
    const sector = uniqueWord("sector");
    const goals: Array<[name: string, goal: number]> = [
      ["Goal 49999", 49_999],
      ["Goal 50000", 50_000],
      ["Goal 250000", 250_000],
      ["Goal 250001", 250_001],
      ["Goal 1000000", 1_000_000],
      ["Goal 1000001", 1_000_001],
    ];
    for (const [businessName, fundingGoal] of goals) {
      await listedCampaign(t.app, {
        business: { businessName, businessType: sector },
        campaign: { fundingGoal, maxInvestment: 1_000, minInvestment: 1 },
      });
    }
    // Only a draft campaign: no active goal, so no amount bucket holds it.
    const drafter = await founderWithBusiness(t.app, { businessName: "Draft only", businessType: sector });
    await createCampaign(drafter.client, { fundingGoal: 10_000, maxInvestment: 1_000, status: "draft" });

    const bucket = async (amount: AmountRange) =>
      names((await anonymous.get(`/api/businesses?sector=${sector}&amount=${amount}`)).json.items).sort();
    const expected: Record<AmountRange, string[]> = {
      "under-50k": ["Goal 49999"],
      "50k-250k": ["Goal 250000", "Goal 50000"],
      "250k-1m": ["Goal 1000000", "Goal 250001"],
      "over-1m": ["Goal 1000001"],
    };
    for (const amount of Object.keys(AMOUNT_RANGES) as AmountRange[]) {
      expect(await bucket(amount), amount).toEqual(expected[amount]);
    }
    expect((await anonymous.get(`/api/businesses?sector=${sector}`)).json.total).toBe(7);
    expect((await anonymous.get("/api/businesses?amount=lots")).status).toBe(400);
  });

  it("pages with limit and offset, newest first", async () => {
    const sector = uniqueWord("sector");
    for (const n of [1, 2, 3, 4, 5])
      await founderWithBusiness(t.app, { businessName: `Page ${n}`, businessType: sector });
    const page = async (query: string) => (await anonymous.get(`/api/businesses?sector=${sector}&${query}`)).json;

    const first = await page("limit=2");
    expect(first).toMatchObject({ total: 5, nextOffset: 2 });
    expect(names(first.items)).toEqual(["Page 5", "Page 4"]);
    const second = await page("limit=2&offset=2");
    expect(second).toMatchObject({ total: 5, nextOffset: 4 });
    expect(names(second.items)).toEqual(["Page 3", "Page 2"]);
    const last = await page("limit=2&offset=4");
    expect(last).toMatchObject({ total: 5, nextOffset: null });
    expect(names(last.items)).toEqual(["Page 1"]);
    expect(await page("limit=2&offset=10")).toMatchObject({ items: [], total: 5, nextOffset: null });

    for (const bad of ["limit=0", "limit=51", "offset=-1", "limit=abc"]) {
      const res = await anonymous.get(`/api/businesses?${bad}`);
      expect(res.status, bad).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
    }
  });

  it("uses the catalogue page size by default", async () => {
    const sector = uniqueWord("sector");
    for (let n = 0; n < 13; n += 1)
      await founderWithBusiness(t.app, { businessName: `Many ${n}`, businessType: sector });
    const res = await anonymous.get(`/api/businesses?sector=${sector}`);
    expect(res.json.items).toHaveLength(12);
    expect(res.json).toMatchObject({ total: 13, nextOffset: 12 });
  });
});

describe("GET /api/businesses/{id}", () => {
  it("shows the whole business with its owner, active campaign and funding, to anyone", async () => {
    const { business, campaign } = await listedCampaign(t.app, {
      business: { businessName: "Solar Jiko", team: [{ name: "Achieng", role: "CTO", bio: "" }] },
      campaign: { fundingGoal: 80_000 },
      founderName: "Achieng Odhiambo",
    });
    const { profile: investor } = await signedInInvestor(t.app);
    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId: investor.id,
      amount: 20_000,
      status: "completed",
    });
    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId: investor.id,
      amount: 9_000,
      status: "pending",
    });

    const res = await anonymous.get(`/api/businesses/${business.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      business,
      ownerName: "Achieng Odhiambo",
      activeCampaign: {
        id: campaign.id,
        title: campaign.title,
        fundingGoal: 80_000,
        raised: 20_000,
        percentFunded: 25,
        endsAt: campaign.endsAt,
      },
      saved: false,
      verified: true,
      responseBadge: null,
    });
  });

  it("has no active campaign while the business only has drafts", async () => {
    const { client, business } = await founderWithBusiness(t.app);
    await createCampaign(client, { status: "draft" });
    expect((await anonymous.get(`/api/businesses/${business.id}`)).json.activeCampaign).toBeNull();
  });

  it("answers 404 Business Not Found for a missing id or one that is not a uuid", async () => {
    for (const id of [MISSING_ID, "not-a-uuid", "123", "%27%20or%201=1"]) {
      const res = await anonymous.get(`/api/businesses/${id}`);
      expect(res.status, id).toBe(404);
      expectErrorBody(res.json, "NOT_FOUND");
      expect(res.json.error.message).toBe(BUSINESS_MESSAGES.notFound);
    }
  });
});
