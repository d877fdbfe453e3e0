import { VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, profileRow, registerFounder, userRowByEmail } from "../../testing/accounts";
import { businessInput, businessRowsOf, signedInInvestor } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const FOUNDER_ENDPOINTS: Array<[method: "get" | "put", path: string]> = [
  ["get", "/api/founder/profile"],
  ["put", "/api/founder/profile"],
  ["get", "/api/founder/business"],
  ["put", "/api/founder/business"],
];

describe("who may call /api/founder/profile and /api/founder/business", () => {
  it.each(FOUNDER_ENDPOINTS)("%s %s answers 401 when signed out", async (method, path) => {
    const res = await createClient(t.app)[method](path);
    expect(res.status).toBe(401);
    expectErrorBody(res.json, "UNAUTHENTICATED");
  });

  it.each(FOUNDER_ENDPOINTS)("%s %s answers 403 to an investor", async (method, path) => {
    const { client } = await signedInInvestor(t.app);
    const res = method === "get" ? await client.get(path) : await client.put(path, businessInput());
    expect(res.status).toBe(403);
    expectErrorBody(res.json, "FORBIDDEN");
  });
});

describe("the founder's personal profile", () => {
  it("falls back to what registration stored until the first save", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client, { fullName: "Amina Wanjiru", phone: "+254 700 000111" });
    const res = await client.get("/api/founder/profile");
    expect(res.status).toBe(200);
    expect(res.json.founder).toEqual({
      userId: founder.id,
      email: founder.email,
      fullName: "Amina Wanjiru",
      phone: "+254 700 000111",
      industrySector: null,
    });
  });

  it("saves name, phone and sector, and keeps the account's name and phone in step", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client, { fullName: "Amina Wanjiru" });
    const res = await client.put("/api/founder/profile", {
      fullName: "  Amina W. Otieno ",
      phone: "+254 711 222333",
      industrySector: "fintech",
    });
    expect(res.status).toBe(200);
    expect(res.json.founder).toMatchObject({
      fullName: "Amina W. Otieno",
      phone: "+254 711 222333",
      industrySector: "fintech",
    });

    expect(await profileRow(t.deps.db, founder.id)).toMatchObject({
      fullName: "Amina W. Otieno",
      phone: "+254 711 222333",
    });
    expect((await userRowByEmail(t.deps.db, founder.email))?.name).toBe("Amina W. Otieno");
    expect((await client.get("/api/founder/profile")).json.founder).toEqual(res.json.founder);
  });

  it("stores empty phone and sector as null", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client, { phone: "+254 700 000111" });
    const res = await client.put("/api/founder/profile", { fullName: "Amina", phone: "", industrySector: "" });
    expect(res.status).toBe(200);
    expect(res.json.founder).toMatchObject({ phone: null, industrySector: null });
    expect((await profileRow(t.deps.db, founder.id))?.phone).toBeNull();
  });

  it("refuses a missing name with the form's message and changes nothing", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client, { fullName: "Amina Wanjiru" });
    const res = await client.put("/api/founder/profile", { fullName: " ", phone: "" });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.fields.fullName).toEqual([VALIDATION_MESSAGES.fullName]);
    expect((await profileRow(t.deps.db, founder.id))?.fullName).toBe("Amina Wanjiru");
  });
});

describe("the founder's business", () => {
  it("is null before the first save", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = await client.get("/api/founder/business");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ business: null });
  });

  it("is created on the first save and updated after, one per founder", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const created = await client.put(
      "/api/founder/business",
      businessInput({
        businessName: "Shamba Fresh",
        tractionMetrics: { revenue: 12_000, users: 340, growthRate: 12.5 },
        team: [{ name: "Wanjiru", role: "CEO", bio: "" }],
      }),
    );
    expect(created.status).toBe(200);
    expect(created.json.business).toMatchObject({
      userId: founder.id,
      businessName: "Shamba Fresh",
      businessType: "agtech",
      stage: "seed",
      tractionMetrics: { revenue: 12_000, users: 340, growthRate: 12.5 },
      team: [{ name: "Wanjiru", role: "CEO", bio: "" }],
      milestones: [],
      documents: [],
    });

    const updated = await client.put("/api/founder/business", businessInput({ businessName: "Shamba Fresh Ltd" }));
    expect(updated.status).toBe(200);
    expect(updated.json.business.id).toBe(created.json.business.id);
    expect(updated.json.business.businessName).toBe("Shamba Fresh Ltd");
    expect(await businessRowsOf(t.deps.db, founder.id)).toHaveLength(1);
    expect((await client.get("/api/founder/business")).json.business).toEqual(updated.json.business);
  });

  it("saves empty strings as null", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = await client.put("/api/founder/business", {
      businessName: "Shamba Fresh",
      businessType: "",
      description: "  ",
      incorporationCountry: "",
      logoUrl: "",
      videoPitchUrl: "",
    });
    expect(res.status).toBe(200);
    expect(res.json.business).toMatchObject({
      businessType: null,
      description: null,
      incorporationCountry: null,
      stage: null,
      logoUrl: null,
      videoPitchUrl: null,
    });
  });

  it.each([{}, { businessName: "" }, { businessName: "   " }])(
    "refuses %j with 'Business name is required'",
    async (body) => {
      const client = createClient(t.app);
      const founder = await registerFounder(client);
      const res = await client.put("/api/founder/business", body);
      expect(res.status).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
      expect(res.json.error.message).toBe(BUSINESS_MESSAGES.nameRequired);
      expect(res.json.error.fields.businessName).toEqual([BUSINESS_MESSAGES.nameRequired]);
      expect(await businessRowsOf(t.deps.db, founder.id)).toHaveLength(0);
    },
  );

  it("refuses an unknown stage and a logo link that is not a web address", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = await client.put(
      "/api/founder/business",
      businessInput({ stage: "ipo" as never, logoUrl: "javascript:alert(1)" }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(["logoUrl", "stage"]);
  });

  it("each founder edits only their own business", async () => {
    const first = createClient(t.app);
    const second = createClient(t.app);
    const firstFounder = await registerFounder(first);
    await registerFounder(second);
    await first.put("/api/founder/business", businessInput({ businessName: "First Co" }));
    await second.put("/api/founder/business", businessInput({ businessName: "Second Co" }));
    const [row] = await businessRowsOf(t.deps.db, firstFounder.id);
    expect(row?.businessName).toBe("First Co");
  });
});

describe("the API description", () => {
  it("lists every founder, campaign and catalogue route", async () => {
    const res = await createClient(t.app).get("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, unknown>>;
    const described = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(described).toEqual(
      expect.arrayContaining([
        "get /api/founder/profile",
        "put /api/founder/profile",
        "get /api/founder/business",
        "put /api/founder/business",
        "get /api/founder/campaigns",
        "post /api/founder/campaigns",
        "get /api/founder/campaigns/{id}",
        "put /api/founder/campaigns/{id}",
        "delete /api/founder/campaigns/{id}",
        "get /api/businesses",
        "get /api/businesses/{id}",
        "put /api/businesses/{id}/reaction",
        "delete /api/businesses/{id}/reaction",
        "get /api/deals",
        "get /api/businesses/{businessId}/campaigns/{campaignId}",
        "get /api/businesses/{businessId}/active-campaign",
        "get /api/feed",
      ]),
    );
  });
});
