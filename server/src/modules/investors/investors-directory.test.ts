import { INVESTOR_MESSAGES } from "@domain/constants/investors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investors } from "../../db/schema";
import { expectErrorBody, registerFounder } from "../../testing/accounts";
import { insertInvestment, listedCampaign, uniqueWord } from "../../testing/catalogue";
import { newInvestor, saveProfile } from "../../testing/investors";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("the directory", () => {
  it("is open to every signed-in role and closed to visitors", async () => {
    expect((await createClient(t.app).get("/api/investors")).status).toBe(401);
    const founder = createClient(t.app);
    await registerFounder(founder);
    expect((await founder.get("/api/investors")).status).toBe(200);
  });

  it("lists investors who never saved, with the registration name and type and no ticket", async () => {
    const word = uniqueWord("unsaved");
    const { client, profile } = await newInvestor(t, { fullName: `Neema ${word}`, investorType: "corporate" });
    const res = await client.get(`/api/investors?search=${word}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 1, nextOffset: null });
    expect(res.json.items[0]).toEqual({
      userId: profile.id,
      fullName: `Neema ${word}`,
      investorType: "corporate",
      investorTypeLabel: "Corporate Venture Arm",
      address: null,
      sectors: [],
      ticketRange: null,
      stagePreference: null,
      verified: false,
      avatarUrl: null,
      responseBadge: null,
    });
  });

  it("shows a saved investor's card: at most 4 sectors, ticket text, verification", async () => {
    const word = uniqueWord("card");
    const { client, profile } = await newInvestor(t);
    await saveProfile(client, {
      fullName: `Kwame ${word}`,
      investmentPreferences: {
        sectors: ["fintech", "agtech", "edtech", "logistics", "software"],
        ticketSizes: { min: 25_000, max: 250_000 },
        stagePreference: "Seed",
      },
    });
    await t.deps.db.update(investors).set({ kycStatus: "approved" }).where(eq(investors.userId, profile.id));
    const res = await client.get(`/api/investors?search=${word}`);
    expect(res.json.items[0]).toMatchObject({
      fullName: `Kwame ${word}`,
      investorType: "vc",
      investorTypeLabel: "VC Firm",
      address: "Accra, Ghana",
      sectors: ["fintech", "agtech", "edtech", "logistics"],
      ticketRange: "$25k - $250k",
      stagePreference: "Seed",
      verified: true,
      avatarUrl: "/files/public/avatars/1-abc.png",
    });
  });

  it("searches name and address by word prefix, and types by their words", async () => {
    const town = uniqueWord("town");
    const first = await newInvestor(t);
    await saveProfile(first.client, { fullName: "Adjoa Asante", address: `${town} Kumasi`, investorType: "vc" });
    const second = await newInvestor(t);
    await saveProfile(second.client, { fullName: "Baraka Otieno", address: `${town} Nairobi`, investorType: "impact" });
    const ids = async (query: string) =>
      ((await first.client.get(`/api/investors?${query}`)).json.items as Array<{ userId: string }>).map(
        (i) => i.userId,
      );

    expect(await ids(`search=${town}`)).toEqual([second.profile.id, first.profile.id]);
    expect(await ids(`search=${town.slice(0, -2)} nair`)).toEqual([second.profile.id]);
    expect(await ids(`search=${town} vc`)).toEqual([first.profile.id]);
    expect(await ids(`search=${encodeURIComponent(`${town} VC Firm`)}`)).toEqual([first.profile.id]);
    expect(await ids(`search=${town} impact`)).toEqual([second.profile.id]);
    expect(await ids(`search=${town}&type=impact`)).toEqual([second.profile.id]);
    expect(await ids(`search=${town}&type=angel`)).toEqual([]);
    // "vc" alone finds this VC by type although neither name nor address says it.
    expect(await ids("search=vc&limit=50")).toContain(first.profile.id);
  });

  it("filters by sector through the preferences", async () => {
    const sector = uniqueWord("sector");
    const a = await newInvestor(t);
    await saveProfile(a.client, { investmentPreferences: { sectors: [sector, "fintech"] } });
    const b = await newInvestor(t);
    await saveProfile(b.client, { investmentPreferences: { sectors: ["fintech"] } });
    const res = await a.client.get(`/api/investors?sector=${sector}`);
    expect(res.json.total).toBe(1);
    expect(res.json.items[0].userId).toBe(a.profile.id);
  });

  it("pages with total and nextOffset", async () => {
    const word = uniqueWord("page");
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await newInvestor(t, { fullName: `Pat ${word} ${i}` })).profile.id);
    const client = (await newInvestor(t)).client;
    const first = await client.get(`/api/investors?search=${word}&limit=2`);
    expect(first.json).toMatchObject({ total: 5, nextOffset: 2 });
    const last = await client.get(`/api/investors?search=${word}&limit=2&offset=4`);
    expect(last.json).toMatchObject({ total: 5, nextOffset: null });
    const all = await client.get(`/api/investors?search=${word}&limit=50`);
    expect(all.json.items.map((i: { userId: string }) => i.userId)).toEqual([...made].reverse());
  });

  it("never lists founders or admins, and refuses an unknown type", async () => {
    const word = uniqueWord("founder");
    const client = createClient(t.app);
    await registerFounder(client, { fullName: `Fiona ${word}` });
    expect((await client.get(`/api/investors?search=${word}`)).json.total).toBe(0);
    expect((await client.get("/api/investors?type=whale")).status).toBe(400);
  });
});

describe("the public investor page", () => {
  it("shows focus, stage, ticket, location, verification and the completed portfolio", async () => {
    const { client, profile } = await newInvestor(t);
    await saveProfile(client, { fullName: "Kofi Portfolio" });
    const done = await listedCampaign(t.app, { business: { businessName: "Shamba Fresh" } });
    const pending = await listedCampaign(t.app, { business: { businessName: "Pending Co" } });
    await insertInvestment(t.deps.db, {
      campaignId: done.campaign.id,
      investorId: profile.id,
      amount: 5_000,
      status: "completed",
    });
    await insertInvestment(t.deps.db, {
      campaignId: done.campaign.id,
      investorId: profile.id,
      amount: 2_000,
      status: "completed",
    });
    await insertInvestment(t.deps.db, { campaignId: pending.campaign.id, investorId: profile.id, amount: 2_000 });

    const viewer = createClient(t.app);
    await registerFounder(viewer);
    const res = await viewer.get(`/api/investors/${profile.id}`);
    expect(res.status).toBe(200);
    expect(res.json.investor).toMatchObject({
      userId: profile.id,
      fullName: "Kofi Portfolio",
      investorTypeLabel: "VC Firm",
      address: "Accra, Ghana",
      verified: false,
      sectors: ["fintech", "agtech"],
      stagePreference: "Seed",
      ticketRange: "$25k - $250k",
      portfolio: [{ id: done.business.id, name: "Shamba Fresh", logoUrl: null }],
    });
    expect(res.json.investor).not.toHaveProperty("email");
    expect(res.json.investor).not.toHaveProperty("phone");
  });

  it("answers 404 'Investor not found' for an unknown id and for a founder's id", async () => {
    const client = (await newInvestor(t)).client;
    const founder = createClient(t.app);
    const founderProfile = await registerFounder(founder);
    for (const id of ["no-such-user", founderProfile.id]) {
      const res = await client.get(`/api/investors/${id}`);
      expect(res.status).toBe(404);
      expectErrorBody(res.json, "NOT_FOUND");
      expect(res.json.error.message).toBe(INVESTOR_MESSAGES.notFoundTitle);
    }
    expect((await createClient(t.app).get(`/api/investors/${founderProfile.id}`)).status).toBe(401);
  });
});

describe("the API description", () => {
  it("lists the investor, investment and search routes", async () => {
    const res = await createClient(t.app).get("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, unknown>>;
    const described = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(described).toEqual(
      expect.arrayContaining([
        "get /api/investor/profile",
        "put /api/investor/profile",
        "get /api/investor/preferences",
        "put /api/investor/preferences",
        "get /api/investors",
        "get /api/investors/{userId}",
        "get /api/investor/investments",
        "post /api/investor/investments",
        "get /api/investor/dashboard",
        "get /api/founder/campaigns/{id}/investments",
        "patch /api/founder/investments/{id}",
        "get /api/search",
      ]),
    );
  });
});
