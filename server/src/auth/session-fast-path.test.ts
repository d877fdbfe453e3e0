import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../app-env";
import { profiles, session } from "../db/schema";
import {
  expectSignedIn,
  expectSignedOut,
  GOOD_PASSWORD,
  registerFounder,
  registerInvestor,
  sessionCount,
  signIn,
  uniqueEmail,
} from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";
import { loadViewer } from "./session";
import { parseCookieHeader } from "./session-cookie";
import { findProfile, findSavedSettings } from "./viewer-profile";

// The session middleware's fast path (own signature check, one statement) must answer exactly
// what better-auth's getSession + the profile lookup answered, and leave every doubtful case
// (tampered, expired, revoked, due for refresh) to better-auth.

const SESSION_COOKIE = "better-auth.session_token";
const DAY = 24 * 60 * 60 * 1000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  // A second server process on the same database.
  other = await createTestApp({ rateLimit: "off", sameDatabaseAs: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(() => vi.restoreAllMocks());

const getSessionCalls = (app: typeof t) => vi.spyOn(app.deps.auth.api, "getSession");

/**
 * The viewer as the middleware puts it on the context, without the data versions that only the
 * fast path reads (decision 042): when there, the shared counters and the viewer's own.
 */
async function viewerOf(app: typeof t, cookie: string) {
  const probe = new Hono<AppEnv>();
  probe.use("*", loadViewer(app.deps));
  probe.get("/viewer", (c) => c.json(c.get("viewer")));
  const viewer = await (await probe.request("/viewer", { headers: { cookie } })).json();
  if (!viewer) return viewer;
  const { dataVersions, ...rest } = viewer;
  if (dataVersions !== undefined)
    expect(dataVersions).toEqual({
      shared: expect.objectContaining({ businesses: expect.any(Number) }),
      viewer: expect.any(Object),
    });
  return rest;
}

/** The viewer as the middleware computed it before the fast path: getSession, then the profile. */
async function viewerThroughBetterAuth(app: typeof t, cookie: string) {
  const found = await app.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!found) return null;
  return {
    user: { id: found.user.id, email: found.user.email, name: found.user.name },
    sessionId: found.session.id,
    profile: await findProfile(app.deps.db, found.user.id),
    ...(await findSavedSettings(app.deps.db, found.user.id)),
  };
}

const cookieOf = (client: ReturnType<typeof createClient>) => `${SESSION_COOKIE}=${client.jar.get(SESSION_COOKIE)}`;

describe("the fast path", () => {
  it("returns the same viewer as better-auth, without calling it", async () => {
    const founderClient = createClient(t.app);
    const investorClient = createClient(t.app);
    await registerFounder(founderClient);
    await registerInvestor(investorClient);
    // A saved time zone comes through both paths alike.
    expect((await investorClient.patch("/api/account/time-zone", { timeZone: "Africa/Lagos" })).status).toBe(200);
    expect((await viewerOf(t, cookieOf(investorClient))).timeZone).toBe("Africa/Lagos");
    for (const client of [founderClient, investorClient]) {
      const expected = await viewerThroughBetterAuth(t, cookieOf(client));
      expect(expected?.profile).not.toBeNull();
      const calls = getSessionCalls(t);
      expect(await viewerOf(t, cookieOf(client))).toEqual(expected);
      expect(calls).not.toHaveBeenCalled();
      calls.mockRestore();
    }
  });

  it("gives a user without a profile row a null profile, as before", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    await t.deps.db.delete(profiles).where(eq(profiles.id, founder.id));
    const viewer = await viewerOf(t, cookieOf(client));
    expect(viewer).toEqual(await viewerThroughBetterAuth(t, cookieOf(client)));
    expect(viewer.profile).toBeNull();
  });

  it("answers a request without a session cookie as signed out, without a query", async () => {
    const calls = getSessionCalls(t);
    expect(await viewerOf(t, "theme=dark")).toBeNull();
    await expectSignedOut(createClient(t.app));
    expect(calls).not.toHaveBeenCalled();
  });

  it("leaves a session due for refresh to better-auth, which extends it and sends a fresh cookie", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const fresh = await client.get("/api/me");
    expect(fresh.headers.getSetCookie()).toEqual([]);

    await t.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 6 * DAY - 60_000) })
      .where(eq(session.userId, founder.id));
    const calls = getSessionCalls(t);
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const [row] = await t.deps.db.select().from(session).where(eq(session.userId, founder.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });
});

describe("what the fast path never lets through", () => {
  it("signs out a cookie whose signature was tampered with", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const [token = "", signature = ""] = decodeURIComponent(client.jar.get(SESSION_COOKIE) ?? "").split(".");
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === "A" ? "B" : "A"}${s.slice(i + 1)}`;
    for (const forged of [
      `${token}.${flip(signature, 5)}`,
      `${flip(token, 3)}.${signature}`,
      `${token}.${signature.replace(/=$/, "")}`,
      token,
    ]) {
      client.jar.set(SESSION_COOKIE, encodeURIComponent(forged));
      await expectSignedOut(client);
    }
    expect(await sessionCount(t.deps.db, founder.id)).toBe(1);
  });

  it("signs out an expired session and better-auth clears the cookie and the row", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client);
    await t.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, founder.id));
    await expectSignedOut(client);
    expect(client.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
  });

  it("signs out, on the next request on another process, a session signed out elsewhere", async () => {
    const investor = await registerInvestor(createClient(t.app));
    const laptop = createClient(t.app);
    const phone = createClient(other.app);
    await signIn(laptop, investor.email, GOOD_PASSWORD);
    await signIn(phone, investor.email, GOOD_PASSWORD);
    await expectSignedIn(phone, investor.email);

    expect((await laptop.post("/api/auth/sign-out")).status).toBe(200);
    await expectSignedOut(phone);
  });

  it("signs out, on another process, the other sessions of a user who changed the password", async () => {
    const founder = await registerFounder(createClient(t.app));
    const laptop = createClient(t.app);
    const phone = createClient(other.app);
    await signIn(laptop, founder.email, GOOD_PASSWORD);
    await signIn(phone, founder.email, GOOD_PASSWORD);
    await expectSignedIn(phone, founder.email);

    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: "meadow-compass-77",
    });
    expect(changed.status).toBe(200);
    await expectSignedOut(phone);
    await expectSignedIn(laptop, founder.email);
  });
});

describe("on https", () => {
  it("reads the __Secure- prefixed cookie and ignores an unprefixed one", async () => {
    const origin = "https://kuza.example";
    const secure = await createTestApp({ rateLimit: "off", env: { APP_URL: origin } });
    try {
      const email = uniqueEmail("secure");
      const client = createClient(secure.app);
      const res = await client.post(
        "/api/accounts/register",
        { role: "founder", fullName: "Secure Founder", email, password: GOOD_PASSWORD },
        { origin },
      );
      expect(res.status).toBe(201);
      const name = `__Secure-${SESSION_COOKIE}`;
      expect(client.jar.has(name)).toBe(true);
      const calls = getSessionCalls(secure);
      await expectSignedIn(client, email);
      expect(calls).not.toHaveBeenCalled();

      const plain = createClient(secure.app);
      plain.jar.set(SESSION_COOKIE, client.jar.get(name) ?? "");
      await expectSignedOut(plain);
    } finally {
      await secure.close();
    }
  });
});

describe("parseCookieHeader", () => {
  it("reads cookies as better-call does: first one wins, quotes and %-escapes undone", () => {
    const cookies = parseCookieHeader(`a=1; b="two"; a=3; c=x%3Dy; d=%E0%A4%A; junk; e=`);
    expect(cookies.get("a")).toBe("1");
    expect(cookies.get("b")).toBe("two");
    expect(cookies.get("c")).toBe("x=y");
    expect(cookies.get("d")).toBe("%E0%A4%A");
    expect(cookies.get("e")).toBe("");
  });
});
