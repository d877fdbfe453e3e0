import { VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { INVESTOR_MESSAGES, UNKNOWN_INVESTOR_NAME } from "@domain/constants/investors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, profileRow, registerFounder, userRowByEmail } from "../../testing/accounts";
import { investorRow, newInvestor, profileInput, saveProfile } from "../../testing/investors";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

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
    const { client, profile } = await newInvestor(t, { fullName: "Ama Boateng", phone: "+233 24 111 2222" });
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
    expect(await investorRow(t, profile.id)).toBeNull();
  });

  it("is created on the first save and keeps the account's name, phone and type in step", async () => {
    const { client, profile } = await newInvestor(t);
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
    const { client, profile } = await newInvestor(t);
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
    expect(await investorRow(t, profile.id)).toMatchObject({ fullName: UNKNOWN_INVESTOR_NAME, phone: null });
  });

  it("reads ticket sizes as whole numbers, non-numeric as 0, and trims and normalises chips", async () => {
    const { client } = await newInvestor(t);
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
    const { client, profile } = await newInvestor(t);
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
    expect((await investorRow(t, profile.id))?.fullName).toBe("Kofi Mensah");
  });

  it("refuses a one-letter name and a negative ticket", async () => {
    const { client } = await newInvestor(t);
    const res = await client.put("/api/investor/profile", {
      fullName: "K",
      investmentPreferences: { ticketSizes: { min: -5, max: 10 } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.fullName).toEqual([VALIDATION_MESSAGES.fullName]);
    expect(res.json.error.fields["investmentPreferences.ticketSizes.min"]).toEqual([INVESTOR_MESSAGES.ticketNegative]);
  });

  it("keeps saved preferences when a save leaves them out", async () => {
    const { client } = await newInvestor(t);
    await saveProfile(client);
    const { investmentPreferences: _left, ...rest } = profileInput({ bio: "New bio" });
    const res = await client.put("/api/investor/profile", rest);
    expect(res.status).toBe(200);
    expect(res.json.investor.bio).toBe("New bio");
    expect(res.json.investor.investmentPreferences.sectors).toEqual(["fintech", "agtech"]);
  });

  it("an investor cannot edit another investor's profile: a userId in the body is ignored", async () => {
    const victim = await newInvestor(t, { fullName: "Victim Investor" });
    await saveProfile(victim.client, { fullName: "Victim Investor" });
    const attacker = await newInvestor(t, { fullName: "Attacker Investor" });
    const res = await attacker.client.put("/api/investor/profile", {
      ...profileInput({ fullName: "Hijacked" }),
      userId: victim.profile.id,
    });
    expect(res.status).toBe(200);
    expect(res.json.investor.userId).toBe(attacker.profile.id);
    expect((await investorRow(t, victim.profile.id))?.fullName).toBe("Victim Investor");
    expect((await profileRow(t.deps.db, victim.profile.id))?.fullName).toBe("Victim Investor");
    expect((await investorRow(t, attacker.profile.id))?.fullName).toBe("Hijacked");
  });
});

describe("the investor's preferences", () => {
  it("with none saved answers the form defaults, flagged isDefault", async () => {
    const { client } = await newInvestor(t);
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
    const { client, profile } = await newInvestor(t, { fullName: "Zawadi Njeri", investorType: "corporate" });
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
    expect(await investorRow(t, profile.id)).toMatchObject({ fullName: "Zawadi Njeri", investorType: "corporate" });
    expect((await client.get("/api/investor/preferences")).json).toEqual(res.json);
  });

  it("keeps the profile's other preference fields", async () => {
    const { client } = await newInvestor(t);
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
    const { client } = await newInvestor(t);
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
