import { AMOUNT_RANGES, type AmountRange, BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type { TBusinessCard } from "@domain/schemas/businesses";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
import * as queries from "./businesses.queries";

// The real queries, with the existence check open to a one-off override (a business deleted
// between the check and the write).
vi.mock("./businesses.queries", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./businesses.queries")>();
  return { ...actual, businessExists: vi.fn(actual.businessExists) };
});

// The database is shared by the whole file, so each test filters by a sector or word of its own.

let t: Awaited<ReturnType<typeof createTestApp>>;
let anonymous: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  anonymous = createClient(t.app);
});
afterAll(() => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
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

describe("Save and Pass", () => {
  it("keeps saved businesses per viewer, hides passed ones from their list only, and can be undone", async () => {
    const sector = uniqueWord("sector");
    const saved = await founderWithBusiness(t.app, { businessName: "Keep me", businessType: sector });
    const passed = await founderWithBusiness(t.app, { businessName: "Not for me", businessType: sector });
    await founderWithBusiness(t.app, { businessName: "Untouched", businessType: sector });
    const { client: investor } = await signedInInvestor(t.app);
    const { client: otherInvestor } = await signedInInvestor(t.app);

    const save = await investor.put(`/api/businesses/${saved.business.id}/reaction`, { reaction: "saved" });
    expect(save.status).toBe(200);
    expect(save.json).toEqual({ reaction: "saved" });
    expect((await investor.put(`/api/businesses/${passed.business.id}/reaction`, { reaction: "passed" })).status).toBe(
      200,
    );

    const mine = (await investor.get(`/api/businesses?sector=${sector}`)).json;
    expect(mine.total).toBe(2);
    expect(mine.items.map((b: TBusinessCard) => [b.businessName, b.saved])).toEqual([
      ["Untouched", false],
      ["Keep me", true],
    ]);
    const savedOnly = (await investor.get(`/api/businesses?sector=${sector}&saved=true`)).json;
    expect(names(savedOnly.items)).toEqual(["Keep me"]);
    expect(savedOnly.total).toBe(1);

    // Nobody else is affected.
    expect((await otherInvestor.get(`/api/businesses?sector=${sector}`)).json.total).toBe(3);
    expect(
      (await anonymous.get(`/api/businesses?sector=${sector}`)).json.items.every((b: TBusinessCard) => !b.saved),
    ).toBe(true);

    // A passed business still opens, and changing one's mind brings it back.
    expect((await investor.get(`/api/businesses/${passed.business.id}`)).status).toBe(200);
    expect((await investor.delete(`/api/businesses/${passed.business.id}/reaction`)).status).toBe(204);
    expect((await investor.get(`/api/businesses?sector=${sector}`)).json.total).toBe(3);
    // Saving a passed one replaces the reaction.
    await investor.put(`/api/businesses/${saved.business.id}/reaction`, { reaction: "passed" });
    expect((await investor.get(`/api/businesses?sector=${sector}&saved=true`)).json.total).toBe(0);
  });

  it("needs a signed-in viewer", async () => {
    const { business } = await founderWithBusiness(t.app);
    for (const res of [
      await anonymous.get("/api/businesses?saved=true"),
      await anonymous.put(`/api/businesses/${business.id}/reaction`, { reaction: "saved" }),
      await anonymous.delete(`/api/businesses/${business.id}/reaction`),
    ]) {
      expect(res.status).toBe(401);
      expectErrorBody(res.json, "UNAUTHENTICATED");
    }
  });

  it("answers 404 for a business that does not exist and 400 for a reaction that does not", async () => {
    const { client: investor } = await signedInInvestor(t.app);
    const { business } = await founderWithBusiness(t.app);
    for (const id of [MISSING_ID, "nope"]) {
      expect((await investor.put(`/api/businesses/${id}/reaction`, { reaction: "saved" })).status).toBe(404);
      expect((await investor.delete(`/api/businesses/${id}/reaction`)).status).toBe(404);
    }
    const res = await investor.put(`/api/businesses/${business.id}/reaction`, { reaction: "love" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(["reaction"]);
  });

  it("answers 404, not 500, when the business disappears between the check and the write", async () => {
    const { client: investor } = await signedInInvestor(t.app);
    vi.mocked(queries.businessExists).mockResolvedValueOnce(true);
    const res = await investor.put(`/api/businesses/${MISSING_ID}/reaction`, { reaction: "saved" });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(BUSINESS_MESSAGES.notFound);
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
