import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES, UNKNOWN_INVESTOR_NAME, VALIDATION_MESSAGES } from "../../../../domain/constants";
import type { TInvestorProfileInput } from "../../../../domain/schemas/investors";
import { investors } from "../../db/schema";
import { expectErrorBody, profileRow, registerFounder, registerInvestor, userRowByEmail } from "../../testing/accounts";
import { insertInvestment, listedCampaign, uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Client = ReturnType<typeof createClient>;

async function investorRow(userId: string) {
  const [row] = await t.deps.db.select().from(investors).where(eq(investors.userId, userId));
  return row ?? null;
}

function profileInput(overrides: Partial<TInvestorProfileInput> = {}): TInvestorProfileInput {
  return {
    fullName: "Kofi Mensah",
    investorType: "vc",
    phone: "+233 20 000 1111",
    address: "Accra, Ghana",
    bio: "Early-stage investor",
    avatarUrl: "/files/public/avatars/1-abc.png",
    investmentPreferences: {
      sectors: ["fintech", "agtech"],
      ticketSizes: { min: 25_000, max: 250_000 },
      riskAppetite: "high",
      stagePreference: "Seed",
      investmentThesis: "Payments rails",
      dealAppetite: "2 deals a year",
      preferredIndustries: ["Payments"],
    },
    ...overrides,
  };
}

async function newInvestor(overrides: Parameters<typeof registerInvestor>[1] = {}) {
  const client = createClient(t.app);
  const profile = await registerInvestor(client, overrides);
  return { client, profile };
}

async function saveProfile(client: Client, overrides: Partial<TInvestorProfileInput> = {}) {
  const res = await client.put("/api/investor/profile", profileInput(overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.investor;
}

const INVESTOR_ENDPOINTS: Array<[method: "get" | "put", path: string]> = [
  ["get", "/api/investor/profile"],
  ["put", "/api/investor/profile"],
  ["get", "/api/investor/preferences"],
  ["put", "/api/investor/preferences"],
];

describe("who may call the investor's own routes", () => {
  it.each(INVESTOR_ENDPOINTS)("%s %s answers 401 when signed out", async (method, path) => {
    const res = await createClient(t.app)[method](path);
    expect(res.status).toBe(401);
    expectErrorBody(res.json, "UNAUTHENTICATED");
  });

  it.each(INVESTOR_ENDPOINTS)("%s %s answers 403 to a founder", async (method, path) => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = method === "get" ? await client.get(path) : await client.put(path, profileInput());
    expect(res.status).toBe(403);
    expectErrorBody(res.json, "FORBIDDEN");
  });
});

describe("the investor's profile", () => {
  it("before the first save is the registration profile with default preferences", async () => {
    const { client, profile } = await newInvestor({ fullName: "Ama Boateng", phone: "+233 24 111 2222" });
    const res = await client.get("/api/investor/profile");
    expect(res.status).toBe(200);
    expect(res.json.investor).toMatchObject({
      userId: profile.id,
      email: profile.email,
      fullName: "Ama Boateng",
      investorType: "angel",
      phone: "+233 24 111 2222",
      address: null,
      bio: null,
      avatarUrl: null,
      verified: false,
      saved: false,
      investmentPreferences: {
        sectors: [],
        ticketSizes: { min: 0, max: 0 },
        riskAppetite: "medium",
        stagePreference: null,
        preferredIndustries: [],
      },
    });
    // Reading creates nothing.
    expect(await investorRow(profile.id)).toBeNull();
  });

  it("is created on the first save and keeps the account's name, phone and type in step", async () => {
    const { client, profile } = await newInvestor();
    const saved = await saveProfile(client);
    expect(saved).toMatchObject({
      userId: profile.id,
      fullName: "Kofi Mensah",
      investorType: "vc",
      address: "Accra, Ghana",
      saved: true,
      investmentPreferences: {
        sectors: ["fintech", "agtech"],
        ticketSizes: { min: 25_000, max: 250_000 },
        riskAppetite: "high",
        stagePreference: "Seed",
        preferredIndustries: ["Payments"],
      },
    });
    expect(await profileRow(t.deps.db, profile.id)).toMatchObject({
      fullName: "Kofi Mensah",
      phone: "+233 20 000 1111",
      investorType: "vc",
    });
    expect((await userRowByEmail(t.deps.db, profile.email))?.name).toBe("Kofi Mensah");
    expect((await client.get("/api/investor/profile")).json.investor).toEqual(saved);
  });

  it("applies the save rules: Unknown Investor, individual, empty fields as null", async () => {
    const { client, profile } = await newInvestor();
    const res = await client.put("/api/investor/profile", {
      fullName: "  ",
      investorType: "",
      phone: "",
      address: "",
      bio: " ",
      avatarUrl: "",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.investor).toMatchObject({
      fullName: UNKNOWN_INVESTOR_NAME,
      investorType: "individual",
      phone: null,
      address: null,
      bio: null,
      avatarUrl: null,
    });
    expect(await investorRow(profile.id)).toMatchObject({ fullName: UNKNOWN_INVESTOR_NAME, phone: null });
  });

  it("reads ticket sizes as whole numbers, non-numeric as 0, and trims and normalises chips", async () => {
    const { client } = await newInvestor();
    const res = await client.put("/api/investor/profile", {
      ...profileInput(),
      investmentPreferences: {
        sectors: [" Fintech ", "", "climate", "fintech", "Renewable Energy"],
        ticketSizes: { min: "abc", max: "5000.7" },
        preferredIndustries: ["  ", "Solar "],
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.investor.investmentPreferences).toMatchObject({
      sectors: ["fintech", "climate", "renewable_energy"],
      ticketSizes: { min: 0, max: 5000 },
      riskAppetite: "medium",
      preferredIndustries: ["Solar"],
    });
  });

  it("refuses a minimum ticket above the maximum with a clear message and changes nothing", async () => {
    const { client, profile } = await newInvestor();
    await saveProfile(client);
    const res = await client.put("/api/investor/profile", {
      ...profileInput({ fullName: "Changed Name" }),
      investmentPreferences: { ticketSizes: { min: 500_000, max: 100_000 } },
    });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.fields["investmentPreferences.ticketSizes.min"]).toEqual([
      INVESTOR_MESSAGES.ticketMinAboveMax,
    ]);
    expect((await investorRow(profile.id))?.fullName).toBe("Kofi Mensah");
  });

  it("refuses a one-letter name and a negative ticket", async () => {
    const { client } = await newInvestor();
    const res = await client.put("/api/investor/profile", {
      fullName: "K",
      investmentPreferences: { ticketSizes: { min: -5, max: 10 } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.fullName).toEqual([VALIDATION_MESSAGES.fullName]);
    expect(res.json.error.fields["investmentPreferences.ticketSizes.min"]).toEqual([INVESTOR_MESSAGES.ticketNegative]);
  });

  it("keeps saved preferences when a save leaves them out", async () => {
    const { client } = await newInvestor();
    await saveProfile(client);
    const { investmentPreferences: _left, ...rest } = profileInput({ bio: "New bio" });
    const res = await client.put("/api/investor/profile", rest);
    expect(res.status).toBe(200);
    expect(res.json.investor.bio).toBe("New bio");
    expect(res.json.investor.investmentPreferences.sectors).toEqual(["fintech", "agtech"]);
  });

  it("an investor cannot edit another investor's profile: a userId in the body is ignored", async () => {
    const victim = await newInvestor({ fullName: "Victim Investor" });
    await saveProfile(victim.client, { fullName: "Victim Investor" });
    const attacker = await newInvestor({ fullName: "Attacker Investor" });
    const res = await attacker.client.put("/api/investor/profile", {
      ...profileInput({ fullName: "Hijacked" }),
      userId: victim.profile.id,
    });
    expect(res.status).toBe(200);
    expect(res.json.investor.userId).toBe(attacker.profile.id);
    expect((await investorRow(victim.profile.id))?.fullName).toBe("Victim Investor");
    expect((await profileRow(t.deps.db, victim.profile.id))?.fullName).toBe("Victim Investor");
    expect((await investorRow(attacker.profile.id))?.fullName).toBe("Hijacked");
  });
});

describe("the investor's preferences", () => {
  it("with none saved answers the form defaults, flagged isDefault", async () => {
    const { client } = await newInvestor();
    const res = await client.get("/api/investor/preferences");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      sectors: [],
      ticketSizes: { min: 0, max: 100_000 },
      riskAppetite: "medium",
      isDefault: true,
    });
  });

  it("saves sectors, tickets and risk, creating the row from the registration profile", async () => {
    const { client, profile } = await newInvestor({ fullName: "Zawadi Njeri", investorType: "corporate" });
    const res = await client.put("/api/investor/preferences", {
      sectors: ["fintech", "healthcare", "fintech"],
      ticketSizes: { min: "10000", max: 90_000 },
      riskAppetite: "low",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({
      sectors: ["fintech", "healthcare"],
      ticketSizes: { min: 10_000, max: 90_000 },
      riskAppetite: "low",
      isDefault: false,
    });
    expect(await investorRow(profile.id)).toMatchObject({ fullName: "Zawadi Njeri", investorType: "corporate" });
    expect((await client.get("/api/investor/preferences")).json).toEqual(res.json);
  });

  it("keeps the profile's other preference fields", async () => {
    const { client } = await newInvestor();
    await saveProfile(client);
    await client.put("/api/investor/preferences", {
      sectors: ["edtech"],
      ticketSizes: { min: 1, max: 2 },
      riskAppetite: "medium",
    });
    const profile = (await client.get("/api/investor/profile")).json.investor;
    expect(profile.investmentPreferences).toEqual({
      sectors: ["edtech"],
      ticketSizes: { min: 1, max: 2 },
      riskAppetite: "medium",
      stagePreference: "Seed",
      investmentThesis: "Payments rails",
      dealAppetite: "2 deals a year",
      preferredIndustries: ["Payments"],
    });
  });

  it("refuses sectors outside the list and min above max", async () => {
    const { client } = await newInvestor();
    const res = await client.put("/api/investor/preferences", {
      sectors: ["crypto"],
      ticketSizes: { min: 10, max: 5 },
      riskAppetite: "extreme",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(["riskAppetite", "sectors.0", "ticketSizes.min"]);
    expect((await client.get("/api/investor/preferences")).json.isDefault).toBe(true);
  });
});

describe("the directory", () => {
  it("is open to every signed-in role and closed to visitors", async () => {
    expect((await createClient(t.app).get("/api/investors")).status).toBe(401);
    const founder = createClient(t.app);
    await registerFounder(founder);
    expect((await founder.get("/api/investors")).status).toBe(200);
  });

  it("lists investors who never saved, with the registration name and type and no ticket", async () => {
    const word = uniqueWord("unsaved");
    const { client, profile } = await newInvestor({ fullName: `Neema ${word}`, investorType: "corporate" });
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
    });
  });

  it("shows a saved investor's card: at most 4 sectors, ticket text, verification", async () => {
    const word = uniqueWord("card");
    const { client, profile } = await newInvestor();
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
    const first = await newInvestor();
    await saveProfile(first.client, { fullName: "Adjoa Asante", address: `${town} Kumasi`, investorType: "vc" });
    const second = await newInvestor();
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
    const a = await newInvestor();
    await saveProfile(a.client, { investmentPreferences: { sectors: [sector, "fintech"] } });
    const b = await newInvestor();
    await saveProfile(b.client, { investmentPreferences: { sectors: ["fintech"] } });
    const res = await a.client.get(`/api/investors?sector=${sector}`);
    expect(res.json.total).toBe(1);
    expect(res.json.items[0].userId).toBe(a.profile.id);
  });

  it("pages with total and nextOffset", async () => {
    const word = uniqueWord("page");
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await newInvestor({ fullName: `Pat ${word} ${i}` })).profile.id);
    const client = (await newInvestor()).client;
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
    const { client, profile } = await newInvestor();
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
    const client = (await newInvestor()).client;
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
