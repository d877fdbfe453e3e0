import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { secretOf, totp } from "../../../e2e/totp";
import { securityEvents, twoFactor } from "../db/schema";
import {
  expectErrorBody,
  expectSignedIn,
  expectSignedOut,
  GOOD_PASSWORD,
  registerFounder,
  signIn,
} from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";
import { claimTotpStep, matchingStep, totpAt } from "./totp-replay";

// Each TOTP step's code is accepted once per user (ASVS 6.5.1): a code seen by someone who also has
// the password cannot open a second session within its 30-second window.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const VERIFY = "/api/auth/two-factor/verify-totp";

/** A founder who turned two-step sign-in on with the current step's code. */
async function founderWithTwoFactor() {
  const client = createClient(t.app);
  const founder = await registerFounder(client);
  const enabled = await client.post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD });
  const secret = secretOf(enabled.json.totpURI);
  const setUpCode = totp(secret);
  expect((await client.post(VERIFY, { code: setUpCode })).status).toBe(200);
  return { founder, secret, setUpCode, client, recoveryCodes: enabled.json.backupCodes as string[] };
}

async function pendingSignIn(email: string) {
  const client = createClient(t.app);
  expect((await signIn(client, email, GOOD_PASSWORD)).json.twoFactorRedirect).toBe(true);
  return client;
}

const eventsOf = (userId: string, kind: (typeof securityEvents.$inferSelect)["kind"]) =>
  t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)))
    .orderBy(asc(securityEvents.createdAt));

describe("a TOTP code", () => {
  it("signs in once: the same code for a second sign-in is refused, the next step's code works", async () => {
    const { founder, secret, setUpCode } = await founderWithTwoFactor();
    const code = totp(secret, Date.now(), 1);

    const first = await pendingSignIn(founder.email);
    expect((await first.post(VERIFY, { code })).status).toBe(200);
    await expectSignedIn(first, founder.email);

    const second = await pendingSignIn(founder.email);
    const replay = await second.post(VERIFY, { code });
    expect(replay.status).toBe(401);
    expectErrorBody(replay.json, "TOTP_CODE_ALREADY_USED");
    expect(replay.json.error.message).toBe(
      "This code has already been used. Wait for the next code in your authenticator app.",
    );
    await expectSignedOut(second);
    // The code that confirmed set-up, an earlier step, is refused as well: steps only move forward.
    const setUpReplay = await second.post(VERIFY, { code: setUpCode });
    expect(setUpReplay.status).toBe(401);
    expectErrorBody(setUpReplay.json, "TOTP_CODE_ALREADY_USED");
    const refusals = await eventsOf(founder.id, "totp_replay_refused");
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({ detail: { during: "sign_in" } });
    expect(JSON.stringify(refusals)).not.toContain(code);

    // Two steps later the app shows a new code, and the same pending sign-in takes it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    const later = await second.post(VERIFY, { code: totp(secret) });
    expect(later.status, JSON.stringify(later.json)).toBe(200);
    await expectSignedIn(second, founder.email);
  });

  it("is refused in French too", async () => {
    // The very code that confirmed set-up: the current step's code could be a new step's by now.
    const { founder, setUpCode } = await founderWithTwoFactor();
    const client = await pendingSignIn(founder.email);
    const res = await client.post(VERIFY, { code: setUpCode }, { "accept-language": "fr" });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe(
      "Ce code a déjà été utilisé. Attendez le code suivant dans votre application d’authentification.",
    );
  });

  it("opens one session when two sign-ins send it at the same moment", async () => {
    const { founder, secret } = await founderWithTwoFactor();
    const code = totp(secret, Date.now(), 1);
    const clients = await Promise.all([pendingSignIn(founder.email), pendingSignIn(founder.email)]);
    const answers = await Promise.all(clients.map((client) => client.post(VERIFY, { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it("leaves a wrong code to the plugin, which counts it, and spends no step", async () => {
    const { founder, secret } = await founderWithTwoFactor();
    const [before] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, founder.id));
    const client = await pendingSignIn(founder.email);
    const wrong = await client.post(VERIFY, { code: totp(secret, Date.now(), 7) });
    expect(wrong.status).toBe(401);
    expectErrorBody(wrong.json, "INVALID_CODE");
    const [after] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, founder.id));
    expect(after?.lastTotpStep).toBe(before?.lastTotpStep);
    expect(after?.failedVerificationCount).toBe(1);
  });
});

describe("the security log", () => {
  it("records two-step sign-in turned on and off, and each sign-in with how, but no other new session", async () => {
    const { founder, secret, client, recoveryCodes } = await founderWithTwoFactor();
    const methods = async () => (await eventsOf(founder.id, "sign_in_succeeded")).map((e) => e.detail.method);
    expect(await eventsOf(founder.id, "two_factor_enabled")).toHaveLength(1);
    // Registering and confirming set-up made sessions; neither is a sign-in. Nor is the password step.
    const pending = await pendingSignIn(founder.email);
    expect(await methods()).toEqual([]);

    expect((await pending.post(VERIFY, { code: totp(secret, Date.now(), 1) })).status).toBe(200);
    const byRecoveryCode = await pendingSignIn(founder.email);
    const recovery = { code: recoveryCodes[0] };
    expect((await byRecoveryCode.post("/api/auth/two-factor/verify-backup-code", recovery)).status).toBe(200);
    expect(await methods()).toEqual(["totp", "recovery_code"]);

    expect((await client.post("/api/auth/two-factor/disable", { password: GOOD_PASSWORD })).status).toBe(200);
    const [disabled] = await eventsOf(founder.id, "two_factor_disabled");
    expect(disabled?.userId).toBe(founder.id);
    expect(await methods()).toEqual(["totp", "recovery_code"]);
    await signIn(createClient(t.app), founder.email, GOOD_PASSWORD);
    expect(await methods()).toEqual(["totp", "recovery_code", "password"]);
  });
});

describe("the step arithmetic", () => {
  it("matches the plugin's codes (RFC 6238 over the secret's bytes) within one step either side", () => {
    const secret = "12345678901234567890";
    // RFC 6238, appendix B: SHA-1 at 59 s is 94287082 in 8 digits, so 287082 in 6.
    expect(totpAt(secret, 1)).toBe("287082");
    const now = 1_000_000 * 30_000;
    expect(matchingStep(secret, totpAt(secret, 1_000_000), now)).toBe(1_000_000);
    expect(matchingStep(secret, totpAt(secret, 999_999), now)).toBe(999_999);
    expect(matchingStep(secret, totpAt(secret, 1_000_001), now)).toBe(1_000_001);
    expect(matchingStep(secret, totpAt(secret, 1_000_002), now)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, 999_998), now)).toBeNull();
  });

  it("claims a step once and never an earlier one", async () => {
    const { founder } = await founderWithTwoFactor();
    const [row] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, founder.id));
    const step = (row?.lastTotpStep ?? 0) + 5;
    expect(await claimTotpStep(t.deps.db, founder.id, step)).toBe(true);
    expect(await claimTotpStep(t.deps.db, founder.id, step)).toBe(false);
    expect(await claimTotpStep(t.deps.db, founder.id, step - 1)).toBe(false);
    expect(await claimTotpStep(t.deps.db, founder.id, step + 1)).toBe(true);
  });
});
