import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectErrorBody,
  expectSignedIn,
  expectSignedOut,
  GOOD_PASSWORD,
  registerFounder,
  registerInvestor,
  sessionCount,
  signIn,
  uniqueEmail,
  userRowByEmail,
} from "../testing/accounts";
import { createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";

const SESSION_COOKIE = "better-auth.session_token";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("sign-in", () => {
  it("signs in with the right password and sets the session cookie", async () => {
    const founder = await registerFounder(createClient(t.app));
    const client = createClient(t.app);
    await expectSignedOut(client);

    const res = await signIn(client, founder.email, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(founder.email);
    expect(client.jar.has(SESSION_COOKIE)).toBe(true);
    await expectSignedIn(client, founder.email);
  });

  it("answers a wrong password with 401, the error shape and no cookie", async () => {
    const founder = await registerFounder(createClient(t.app));
    const client = createClient(t.app);
    const res = await signIn(client, founder.email, "not-the-password");
    expect(res.status).toBe(401);
    expectErrorBody(res.json);
    expect(res.json.error.message).toMatch(/invalid email or password/i);
    expect(client.jar.size).toBe(0);
    await expectSignedOut(client);
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const founder = await registerFounder(createClient(t.app));
    const wrongPassword = await signIn(createClient(t.app), founder.email, "not-the-password");
    const unknownEmail = await signIn(createClient(t.app), uniqueEmail("nobody"), "not-the-password");
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.json).toEqual(wrongPassword.json);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie for the whole site", async () => {
    const founder = await registerFounder(createClient(t.app));
    const res = await signIn(createClient(t.app), founder.email, GOOD_PASSWORD);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? "").split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
  });

  it("sets the same cookie attributes when registering", async () => {
    const res = await createClient(t.app).post("/api/accounts/register", {
      role: "investor",
      fullName: "Kofi Investor",
      email: uniqueEmail("investor"),
      investorType: "angel",
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe("sign-out", () => {
  it("ends every session of the user, not only this one", async () => {
    const investor = await registerInvestor(createClient(t.app));
    const laptop = createClient(t.app);
    const phone = createClient(t.app);
    expect((await signIn(laptop, investor.email, GOOD_PASSWORD)).status).toBe(200);
    expect((await signIn(phone, investor.email, GOOD_PASSWORD)).status).toBe(200);
    await expectSignedIn(laptop, investor.email);
    await expectSignedIn(phone, investor.email);

    const res = await laptop.post("/api/auth/sign-out");
    expect(res.status).toBe(200);
    expect(laptop.jar.has(SESSION_COOKIE)).toBe(false);

    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    expect(await sessionCount(t.deps.db, investor.id)).toBe(0);
  });

  it("leaves other users signed in", async () => {
    const someone = createClient(t.app);
    const other = createClient(t.app);
    const a = await registerFounder(someone);
    const b = await registerFounder(other);
    expect((await someone.post("/api/auth/sign-out")).status).toBe(200);
    await expectSignedOut(someone);
    await expectSignedIn(other, b.email);
    expect(await sessionCount(t.deps.db, a.id)).toBe(0);
    expect(await sessionCount(t.deps.db, b.id)).toBe(1);
  });

  // A plain API client (curl -X POST, fetch without a body) sends no JSON: the Node server still
  // hands the route an (empty) body stream, with no content-type or with text/plain.
  it.each([
    ["no body and no content-type", () => ({ body: new ReadableStream({ start: (c) => c.close() }), duplex: "half" })],
    ["an empty text/plain body", () => ({ body: "", headers: { "content-type": "text/plain" } })],
    ["a form body", () => ({ body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded" } })],
  ])("ends the session when sent with %s", async (_, shape) => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    await expectSignedIn(client, founder.email);
    const { headers, ...init } = shape() as RequestInit & { headers?: Record<string, string> };
    const res = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      ...init,
      headers: { origin: TEST_ORIGIN, cookie: `${SESSION_COOKIE}=${client.jar.get(SESSION_COOKIE)}`, ...headers },
    });
    expect(res.status).toBe(200);
    await expectSignedOut(client);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
  });

  it("makes an old cookie useless even if a client keeps it", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const kept = client.jar.get(SESSION_COOKIE) ?? "";
    expect(kept).not.toBe("");
    await client.post("/api/auth/sign-out");
    client.jar.set(SESSION_COOKIE, kept);
    await expectSignedOut(client);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
  });
});

describe("same-origin check", () => {
  const foreign = { origin: "http://evil.example" };

  it("refuses a sign-in from another origin with 403", async () => {
    const founder = await registerFounder(createClient(t.app));
    const client = createClient(t.app);
    const res = await client.post(
      "/api/auth/sign-in/email",
      { email: founder.email, password: GOOD_PASSWORD },
      foreign,
    );
    expect(res.status).toBe(403);
    expectErrorBody(res.json, "FORBIDDEN");
    expect(client.jar.size).toBe(0);
  });

  it("refuses a registration from another origin and creates no user", async () => {
    const email = uniqueEmail("founder");
    const body = { role: "founder", fullName: "Amina Founder", email, password: GOOD_PASSWORD };
    const res = await createClient(t.app).post("/api/accounts/register", body, foreign);
    expect(res.status).toBe(403);
    expectErrorBody(res.json, "FORBIDDEN");
    expect(await userRowByEmail(t.deps.db, email)).toBeNull();
  });

  it("refuses a cross-site sign-out, which leaves the session alive", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const res = await client.post("/api/auth/sign-out", {}, foreign);
    expect(res.status).toBe(403);
    await expectSignedIn(client, founder.email);
  });

  it("refuses a cookie-carrying sign-out without Origin", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    // Sent by hand: the test client always adds our Origin.
    const res = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie: `${SESSION_COOKIE}=${client.jar.get(SESSION_COOKIE)}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    await expectSignedIn(client, founder.email);
  });

  it("without Origin, trusts only a browser's same-origin mark when a cookie is sent", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const cookie = `${SESSION_COOKIE}=${client.jar.get(SESSION_COOKIE)}`;
    const registerWithout = (email: string, headers: Record<string, string>) =>
      t.app.request("/api/accounts/register", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ role: "founder", fullName: "Amina Founder", email, password: GOOD_PASSWORD }),
      });

    const refused: Array<Record<string, string>> = [
      { cookie },
      { cookie, "sec-fetch-site": "cross-site" },
      { cookie, "sec-fetch-site": "same-site" },
    ];
    for (const headers of refused) {
      const email = uniqueEmail("csrf");
      expect((await registerWithout(email, headers)).status).toBe(403);
      expect(await userRowByEmail(t.deps.db, email)).toBeNull();
    }
    expect((await registerWithout(uniqueEmail("same"), { cookie, "sec-fetch-site": "same-origin" })).status).toBe(201);
    // A plain API client without cookies has nothing a forged request could ride on.
    expect((await registerWithout(uniqueEmail("api"), {})).status).toBe(201);
  });

  it("lets reads through from anywhere", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const res = await client.get("/api/me", foreign);
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(founder.email);
  });
});

describe("better-auth's own sign-up", () => {
  it("answers 404 so registration must go through /api/accounts/register", async () => {
    const email = uniqueEmail("sneaky");
    const client = createClient(t.app);
    const res = await client.post("/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "Sneaky" });
    expect(res.status).toBe(404);
    expectErrorBody(res.json, "NOT_FOUND");
    expect(await userRowByEmail(t.deps.db, email)).toBeNull();
    expect(client.jar.size).toBe(0);
  });

  it("cannot be reached through a variant of its path", async () => {
    for (const path of [
      "/api/auth/sign-up/email/",
      "/api/auth/SIGN-UP/email",
      "/api/auth//sign-up/email",
      "/api/auth/sign-up/email?callbackURL=/",
      "/api/auth/sign-up/%65mail",
    ]) {
      const email = uniqueEmail("sneaky");
      const res = await createClient(t.app).post(path, { email, password: GOOD_PASSWORD, name: "Sneaky" });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(await userRowByEmail(t.deps.db, email), path).toBeNull();
    }
  });
});
