import { RECOVERY_CODE_COUNT } from "@domain/constants/accounts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretOf, totp } from "../../../e2e/totp";
import { session, twoFactor } from "../db/schema";
import {
  expectErrorBody,
  expectSignedIn,
  expectSignedOut,
  GOOD_PASSWORD,
  profileRow,
  registerFounder,
  registerInvestor,
  sessionCount,
  signIn,
} from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";
import { refuseSocialSignInWithTwoFactor } from "./two-factor";

// Two-step sign-in end to end through the API: enable with the password, confirm with a first
// code, sign in with a code or a single-use recovery code, disable with the password.

const SESSION_COOKIE = "better-auth.session_token";
const TWO_FACTOR_COOKIE = "better-auth.two_factor";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Client = ReturnType<typeof createClient>;

async function startEnabling(client: Client) {
  const res = await client.post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return {
    uri: res.json.totpURI as string,
    secret: secretOf(res.json.totpURI),
    codes: res.json.backupCodes as string[],
  };
}

/** A signed-in founder with two-step sign-in on, and what the authenticator app and paper hold. */
async function founderWithTwoFactor() {
  const client = createClient(t.app);
  const founder = await registerFounder(client);
  const setup = await startEnabling(client);
  const confirmed = await client.post("/api/auth/two-factor/verify-totp", { code: totp(setup.secret) });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { founder, ...setup };
}

/** The code of the step after the one that confirmed set-up (the plugin accepts one step ahead). */
const nextCode = (secret: string) => totp(secret, Date.now(), 1);

async function twoFactorRow(userId: string) {
  const [row] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? null;
}

describe("enabling", () => {
  it("needs a session and the right password", async () => {
    const signedOut = await createClient(t.app).post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD });
    expect(signedOut.status).toBe(401);
    expectErrorBody(signedOut.json);

    const client = createClient(t.app);
    const founder = await registerFounder(client);
    const wrong = await client.post("/api/auth/two-factor/enable", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expectErrorBody(wrong.json, "INVALID_PASSWORD");
    const empty = await client.post("/api/auth/two-factor/enable", {});
    expect(empty.status).toBe(400);
    expectErrorBody(empty.json, "VALIDATION_FAILED");
    expect(await twoFactorRow(founder.id)).toBeNull();
  });

  it("answers an otpauth URI and ten recovery codes, and is off until a first code confirms it", async () => {
    const client = createClient(t.app);
    const investor = await registerInvestor(client);
    const { uri, secret, codes } = await startEnabling(client);
    const url = new URL(uri);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toContain(investor.email);
    expect(url.searchParams.get("issuer")).toBe("Kuza");
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    // Stored encrypted, and not on yet.
    const row = await twoFactorRow(investor.id);
    expect(row?.verified).toBe(false);
    expect(row?.secret).not.toContain(secret);
    expect(row?.backupCodes).not.toContain(codes[0]);
    expect((await client.get("/api/accounts/two-factor")).json).toEqual({ enabled: false });
    const stillOneStep = await signIn(createClient(t.app), investor.email, GOOD_PASSWORD);
    expect(stillOneStep.json.twoFactorRedirect).toBeUndefined();

    const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret, Date.now(), 10) });
    expect(wrong.status).toBe(401);
    expectErrorBody(wrong.json, "INVALID_CODE");
    const malformed = await client.post("/api/auth/two-factor/verify-totp", { code: "12ab56" });
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.json, "VALIDATION_FAILED");

    const right = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
    expect(right.status).toBe(200);
    expect((await client.get("/api/accounts/two-factor")).json).toEqual({ enabled: true });
    expect((await twoFactorRow(investor.id))?.verified).toBe(true);
    // Confirming kept this browser signed in (better-auth swaps in a fresh session).
    await expectSignedIn(client, investor.email);

    const again = await client.post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD });
    expect(again.status).toBe(400);
    expectErrorBody(again.json, "TOTP_ALREADY_ENABLED");
  });

  it("tells only a signed-in user their status", async () => {
    const res = await createClient(t.app).get("/api/accounts/two-factor");
    expect(res.status).toBe(401);
  });
});

describe("signing in", () => {
  it("asks for the second step and holds no session until it is done", async () => {
    const { founder, secret } = await founderWithTwoFactor();
    const before = (await profileRow(t.deps.db, founder.id))?.lastLoginAt;
    // The set-up browser's session is not this sign-in's concern.
    await t.deps.db.delete(session).where(eq(session.userId, founder.id));

    const client = createClient(t.app);
    const first = await signIn(client, founder.email, GOOD_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(client.jar.has(SESSION_COOKIE)).toBe(false);
    expect(client.jar.has(TWO_FACTOR_COOKIE)).toBe(true);
    // Half signed in is signed out: no session row, and both session paths say so.
    expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
    await expectSignedOut(client);
    expect((await client.get("/api/session")).json).toEqual({ viewer: null });
    expect((await client.post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD })).status).toBe(401);
    expect((await profileRow(t.deps.db, founder.id))?.lastLoginAt).toEqual(before);

    const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret, Date.now(), 10) });
    expect(wrong.status).toBe(401);
    await expectSignedOut(client);

    // A trusted-device request is ignored: the next sign-in asks again. (The next step's code: the
    // current one confirmed set-up, and each step's code works once.)
    const second = await client.post("/api/auth/two-factor/verify-totp", { code: nextCode(secret), trustDevice: true });
    expect(second.status).toBe(200);
    expect(client.jar.has(TWO_FACTOR_COOKIE)).toBe(false);
    expect([...client.jar.keys()].some((name) => name.includes("trust_device"))).toBe(false);
    await expectSignedIn(client, founder.email);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(1);
    expect((await profileRow(t.deps.db, founder.id))?.lastLoginAt).not.toEqual(before);

    const next = await signIn(createClient(t.app), founder.email, GOOD_PASSWORD);
    expect(next.json.twoFactorRedirect).toBe(true);
  });

  it("refuses the second step without the pending sign-in cookie", async () => {
    const { secret } = await founderWithTwoFactor();
    const res = await createClient(t.app).post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
    expect(res.status).toBe(401);
    expectErrorBody(res.json, "INVALID_TWO_FACTOR_COOKIE");
  });

  it("ends the pending sign-in after five wrong codes", async () => {
    const { founder, secret } = await founderWithTwoFactor();
    const client = createClient(t.app);
    await signIn(client, founder.email, GOOD_PASSWORD);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret, Date.now(), 20 + i) });
      expect(wrong.status).toBe(401);
    }
    const late = await client.post("/api/auth/two-factor/verify-totp", { code: nextCode(secret) });
    expect(late.status).toBe(400);
    await expectSignedOut(client);
  });

  it("takes each recovery code once, with or without its dash", async () => {
    const { founder, codes } = await founderWithTwoFactor();
    const [firstCode = "", secondCode = ""] = codes;

    const a = createClient(t.app);
    await signIn(a, founder.email, GOOD_PASSWORD);
    const used = await a.post("/api/auth/two-factor/verify-backup-code", { code: firstCode });
    expect(used.status, JSON.stringify(used.json)).toBe(200);
    await expectSignedIn(a, founder.email);

    const b = createClient(t.app);
    await signIn(b, founder.email, GOOD_PASSWORD);
    const reused = await b.post("/api/auth/two-factor/verify-backup-code", { code: firstCode });
    expect(reused.status).toBe(401);
    expectErrorBody(reused.json, "INVALID_BACKUP_CODE");
    await expectSignedOut(b);
    const other = await b.post("/api/auth/two-factor/verify-backup-code", { code: ` ${secondCode.replace("-", "")} ` });
    expect(other.status).toBe(200);
    await expectSignedIn(b, founder.email);

    const garbage = await createClient(t.app).post("/api/auth/two-factor/verify-backup-code", { code: "<script>" });
    expect(garbage.status).toBe(400);
    expectErrorBody(garbage.json, "VALIDATION_FAILED");
  });

  it("refuses a provider sign-in (Google, LinkedIn) for an account with two-step sign-in", async () => {
    const { founder } = await founderWithTwoFactor();
    await expect(refuseSocialSignInWithTwoFactor(t.deps.db, founder.id, "/callback/:id")).rejects.toMatchObject({
      body: { code: "TWO_FACTOR_REQUIRED" },
    });
    await expect(refuseSocialSignInWithTwoFactor(t.deps.db, founder.id, "/sign-in/email")).resolves.toBeUndefined();
    const plain = await registerInvestor(createClient(t.app));
    await expect(refuseSocialSignInWithTwoFactor(t.deps.db, plain.id, "/callback/:id")).resolves.toBeUndefined();
  });
});

describe("disabling", () => {
  it("needs the password, then signs in with the password alone", async () => {
    const { founder, secret } = await founderWithTwoFactor();
    const client = createClient(t.app);
    await signIn(client, founder.email, GOOD_PASSWORD);
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: nextCode(secret) })).status).toBe(200);

    const signedOut = await createClient(t.app).post("/api/auth/two-factor/disable", { password: GOOD_PASSWORD });
    expect(signedOut.status).toBe(401);
    const wrong = await client.post("/api/auth/two-factor/disable", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expectErrorBody(wrong.json, "INVALID_PASSWORD");
    expect((await client.get("/api/accounts/two-factor")).json).toEqual({ enabled: true });

    const right = await client.post("/api/auth/two-factor/disable", { password: GOOD_PASSWORD });
    expect(right.status).toBe(200);
    expect((await client.get("/api/accounts/two-factor")).json).toEqual({ enabled: false });
    expect(await twoFactorRow(founder.id)).toBeNull();
    await expectSignedIn(client, founder.email);

    const plain = createClient(t.app);
    const res = await signIn(plain, founder.email, GOOD_PASSWORD);
    expect(res.json.twoFactorRedirect).toBeUndefined();
    await expectSignedIn(plain, founder.email);
  });
});

describe("the plugin's surface", () => {
  it("answers 404 for the two-factor endpoints the app does not offer", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    for (const path of ["get-totp-uri", "generate-backup-codes", "send-otp", "verify-otp", "view-backup-codes"]) {
      const res = await client.post(`/api/auth/two-factor/${path}`, { password: GOOD_PASSWORD });
      expect(res.status, path).toBe(404);
    }
  });
});
