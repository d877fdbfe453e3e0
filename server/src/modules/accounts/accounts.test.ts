import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "../../db/schema";
import {
  expectErrorBody,
  expectSignedIn,
  expectSignedOut,
  founderInput,
  GOOD_PASSWORD,
  investorInput,
  profileRow,
  register,
  signIn,
  userRowByEmail,
} from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const userCount = async () => (await t.deps.db.select().from(user)).length;

describe("POST /api/accounts/register", () => {
  it("creates a founder, stores the profile and signs them in", async () => {
    const client = createClient(t.app);
    const input = founderInput({ fullName: "  Amina Founder ", phone: "+254 700 123456" });
    const res = await client.post("/api/accounts/register", input);

    expect(res.status).toBe(201);
    expect(res.json.profile).toMatchObject({
      email: input.email,
      role: "founder",
      fullName: "Amina Founder",
      phone: "+254 700 123456",
      investorType: null,
    });
    const row = await profileRow(t.deps.db, res.json.profile.id);
    expect(row).toMatchObject({
      role: "founder",
      fullName: "Amina Founder",
      phone: "+254 700 123456",
      investorType: null,
    });
    await expectSignedIn(client, input.email);
  });

  it("stores an investor's type", async () => {
    const client = createClient(t.app);
    const profile = await register(client, investorInput({ investorType: "corporate" }));
    expect(profile.role).toBe("investor");
    expect(profile.investorType).toBe("corporate");
    expect((await profileRow(t.deps.db, profile.id))?.investorType).toBe("corporate");
  });

  it("keeps no investor type for a founder who sends one", async () => {
    const profile = await register(createClient(t.app), founderInput({ investorType: "vc" }));
    expect(profile.investorType).toBeNull();
    expect((await profileRow(t.deps.db, profile.id))?.investorType).toBeNull();
  });

  it("stores a missing or empty phone as null", async () => {
    const noPhone = await register(createClient(t.app), founderInput());
    const emptyPhone = await register(createClient(t.app), founderInput({ phone: "" }));
    expect((await profileRow(t.deps.db, noPhone.id))?.phone).toBeNull();
    expect((await profileRow(t.deps.db, emptyPhone.id))?.phone).toBeNull();
  });

  it("stores the email lower-cased, so sign-in works whatever the case", async () => {
    const client = createClient(t.app);
    const input = founderInput({ email: "Mixed.Case@Example.COM" });
    const profile = await register(client, input);
    expect(profile.email).toBe("mixed.case@example.com");
    expect(await userRowByEmail(t.deps.db, "mixed.case@example.com")).not.toBeNull();
    expect((await signIn(createClient(t.app), "mixed.case@example.com", GOOD_PASSWORD)).status).toBe(200);
  });

  it("answers bad input with 400 and the spec's messages per field", async () => {
    const before = await userCount();
    const res = await createClient(t.app).post("/api/accounts/register", {
      role: "founder",
      fullName: "A",
      email: "not-an-email",
      password: "12345",
    });
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.fields).toEqual({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
    expect(await userCount()).toBe(before);
  });

  it("requires an investor type from investors", async () => {
    const { investorType: _, ...input } = investorInput();
    const res = await createClient(t.app).post("/api/accounts/register", input);
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ investorType: ["Investor type is required for investors"] });
    expect(await userRowByEmail(t.deps.db, input.email)).toBeNull();
  });

  it("refuses a weak password with the server's reasons under password", async () => {
    const tooShort = founderInput({ password: "abc123" });
    const short = await createClient(t.app).post("/api/accounts/register", tooShort);
    expect(short.status).toBe(400);
    expectErrorBody(short.json, "VALIDATION_FAILED");
    expect(short.json.error.fields.password).toEqual(["Use at least 8 characters for a strong password"]);

    const tooCommon = founderInput({ password: "Password123" });
    const common = await createClient(t.app).post("/api/accounts/register", tooCommon);
    expect(common.status).toBe(400);
    expect(common.json.error.fields.password).toEqual([
      "This password is too common. Choose one that is harder to guess",
    ]);

    expect(await userRowByEmail(t.deps.db, tooShort.email)).toBeNull();
    expect(await userRowByEmail(t.deps.db, tooCommon.email)).toBeNull();
  });

  it("answers 409 for an email that is already registered, whatever its case", async () => {
    const first = founderInput();
    await register(createClient(t.app), first);
    const again = createClient(t.app);
    const res = await again.post("/api/accounts/register", investorInput({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expectErrorBody(res.json, "CONFLICT");
    expect(res.json.error.fields.email).toEqual(["An account with this email already exists. Sign in instead."]);
    expect(again.jar.size).toBe(0);
    // The first account keeps its role.
    const existing = await userRowByEmail(t.deps.db, first.email);
    expect((await profileRow(t.deps.db, existing?.id ?? ""))?.role).toBe("founder");
  });

  it.each(["admin", "superuser"])("refuses the role %j and creates no user", async (role) => {
    const input = { ...founderInput(), role };
    const client = createClient(t.app);
    const res = await client.post("/api/accounts/register", input);
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.fields.role).toBeDefined();
    expect(await userRowByEmail(t.deps.db, input.email)).toBeNull();
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.email, input.email))).toEqual([]);
    await expectSignedOut(client);
  });
});

describe("last_login_at", () => {
  it("is set on registration", async () => {
    const before = Date.now();
    const profile = await register(createClient(t.app), founderInput());
    const after = Date.now();
    const stored = (await profileRow(t.deps.db, profile.id))?.lastLoginAt?.getTime();
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(after);
    expect(profile.lastLoginAt).toBe(new Date(stored ?? 0).toISOString());
  });

  it("moves forward on each sign-in", async () => {
    const profile = await register(createClient(t.app), investorInput());
    const longAgo = new Date("2020-01-01T00:00:00Z");
    for (let i = 0; i < 2; i++) {
      await t.deps.db.update(profiles).set({ lastLoginAt: longAgo }).where(eq(profiles.id, profile.id));
      const before = Date.now();
      const res = await signIn(createClient(t.app), profile.email, GOOD_PASSWORD);
      expect(res.status).toBe(200);
      const stored = (await profileRow(t.deps.db, profile.id))?.lastLoginAt?.getTime() ?? 0;
      expect(stored).toBeGreaterThanOrEqual(before);
    }
  });

  it("is not touched by a failed sign-in", async () => {
    const profile = await register(createClient(t.app), founderInput());
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await t.deps.db.update(profiles).set({ lastLoginAt: longAgo }).where(eq(profiles.id, profile.id));
    expect((await signIn(createClient(t.app), profile.email, "not-the-password")).status).toBe(401);
    expect((await profileRow(t.deps.db, profile.id))?.lastLoginAt).toEqual(longAgo);
  });
});

describe("GET /api/me", () => {
  it("answers 401 in the error shape when signed out", async () => {
    const res = await createClient(t.app).get("/api/me");
    expect(res.status).toBe(401);
    expectErrorBody(res.json, "UNAUTHENTICATED");
  });

  it("returns the user and the profile when signed in", async () => {
    const client = createClient(t.app);
    const input = investorInput({ fullName: "Kofi Investor", phone: "0700 000 000", investorType: "vc" });
    const profile = await register(client, input);
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      user: { id: profile.id, email: input.email, name: "Kofi Investor" },
      profile: {
        id: profile.id,
        email: input.email,
        role: "investor",
        fullName: "Kofi Investor",
        phone: "0700 000 000",
        investorType: "vc",
        lastLoginAt: expect.any(String),
      },
      locale: null,
      timeZone: null,
    });
  });

  it("answers 401 for a made-up session cookie", async () => {
    const client = createClient(t.app);
    client.jar.set("better-auth.session_token", "forged.token");
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
