import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { securityEvents, user } from "../db/schema";
import {
  expectErrorBody,
  GOOD_PASSWORD,
  latestResetLink,
  readOutbox,
  registerFounder,
  registerInvestor,
  uniqueEmail,
} from "../testing/accounts";
import { createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";

// Wrong passwords counted per account, whatever the address (decision 021): ten within 15 minutes
// pause password sign-in to that e-mail for 15 minutes, even with the right password; the pause
// ends by itself or with a password reset, and the owner is told once. The per-address limits stay
// on, so each guess below comes from its own address, as in the attack (20 addresses, 60 guesses).
// Only Date is faked: each test starts well after the last one's windows and pauses.

const MINUTE = 60_000;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A clock that only moves forward, from test to test: windows left by one test end before the next.
let clock = Date.now();
beforeEach(() => {
  clock += 60 * MINUTE;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
});
afterEach(() => {
  clock = Date.now();
  vi.useRealTimers();
});

const WRONG = "wrong-password-1";
let nextAddress = 1;

/** A sign-in from its own socket address, the way @hono/node-server hands it to the app. */
async function signInFrom(email: string, password: string, address = `198.51.100.${nextAddress++ % 250}`) {
  const res = await t.app.request(
    "/api/auth/sign-in/email",
    {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: res.status, json: await res.json() };
}

async function failTenTimes(email: string) {
  for (let i = 0; i < 10; i++) expect((await signInFrom(email, WRONG)).status).toBe(401);
}

/** A subject as written, from its RFC 2047 encoded words (=?UTF-8?Q?…?=). */
const decodeSubject = (subject: string) =>
  subject.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, text: string) =>
    decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
  );

const lockMails = (email: string) =>
  readOutbox(t.dataDir)
    // The outbox reader decodes quoted-printable byte by byte: read the bytes back as UTF-8.
    .map((mail) => ({
      ...mail,
      subject: decodeSubject(mail.subject),
      body: Buffer.from(mail.body, "latin1").toString(),
    }))
    .filter((mail) => mail.to === email && !/reset|réinitialisez/i.test(mail.subject));

const eventsOf = (email: string) =>
  t.deps.db
    .select()
    .from(securityEvents)
    .orderBy(asc(securityEvents.createdAt))
    .then((rows) => rows.filter((row) => row.detail.email === email));

describe("ten wrong passwords for one account", () => {
  it("pause it: the 11th attempt is 429 even with the right password, other accounts are not held", async () => {
    const owner = await registerFounder(createClient(t.app));
    const other = await registerInvestor(createClient(t.app));
    await failTenTimes(owner.email);

    const right = await signInFrom(owner.email, GOOD_PASSWORD);
    expect(right.status, JSON.stringify(right.json)).toBe(429);
    expectErrorBody(right.json, "ACCOUNT_SIGN_IN_LOCKED");
    expect(right.json.error.message).toBe(
      "Too many failed sign-ins to this account: signing in is paused for 15 minutes. Reset your password to sign in now.",
    );
    expect((await signInFrom(owner.email, WRONG)).status).toBe(429);
    // The e-mail typed in capitals is the same account.
    expect((await signInFrom(owner.email.toUpperCase(), GOOD_PASSWORD)).status).toBe(429);
    expect((await signInFrom(other.email, GOOD_PASSWORD)).status).toBe(200);

    // Still paused after 14 minutes; open again once 15 have passed, and counting starts over.
    vi.setSystemTime(Date.now() + 14 * MINUTE);
    expect((await signInFrom(owner.email, GOOD_PASSWORD)).status).toBe(429);
    vi.setSystemTime(Date.now() + MINUTE + 1000);
    const again = await signInFrom(owner.email, WRONG);
    expect(again.status, JSON.stringify(again.json)).toBe(401);
    expect((await signInFrom(owner.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("tell the owner once, in their saved language, and log every attempt without its password", async () => {
    const owner = await registerFounder(createClient(t.app));
    await t.deps.db.update(user).set({ locale: "fr" }).where(eq(user.id, owner.id));
    await failTenTimes(owner.email);
    for (let i = 0; i < 3; i++) expect((await signInFrom(owner.email, GOOD_PASSWORD)).status).toBe(429);

    const mails = lockMails(owner.email);
    expect(mails).toHaveLength(1);
    // (The outbox reader keeps a subject's first line: enough to see the language.)
    expect(mails[0]?.subject).toMatch(/^La connexion à votre compte Kuza/);
    expect(mails[0]?.body).toContain("10\u00a0fois en 15\u00a0minutes");
    expect(mails[0]?.body).toContain("http://localhost:3000/forgot-password");

    const events = await eventsOf(owner.email);
    const reasons = events.filter((e) => e.kind === "sign_in_failed").map((e) => e.detail.reason);
    expect(reasons).toEqual([...Array(10).fill("wrong_password"), ...Array(3).fill("account_locked")]);
    const locked = events.filter((e) => e.kind === "account_sign_in_locked");
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({ userId: owner.id, ip: expect.stringMatching(/^198\.51\.100\./) });
    expect(events.every((e) => e.userId === owner.id)).toBe(true);
    expect(JSON.stringify(events)).not.toContain(WRONG);
    expect(JSON.stringify(events)).not.toContain(GOOD_PASSWORD);
  });

  it("end with a password reset, which works during the pause", async () => {
    const owner = await registerFounder(createClient(t.app));
    await failTenTimes(owner.email);
    expect((await signInFrom(owner.email, GOOD_PASSWORD)).status).toBe(429);

    const client = createClient(t.app);
    const asked = await client.post("/api/auth/request-password-reset", {
      email: owner.email,
      redirectTo: "/reset-password",
    });
    expect(asked.status).toBe(200);
    const { token } = latestResetLink(t.dataDir, owner.email);
    const newPassword = "harbour-violet-77";
    expect((await client.post("/api/auth/reset-password", { token, newPassword })).status).toBe(200);
    expect((await signInFrom(owner.email, newPassword)).status).toBe(200);
  });

  it("pause an address with no account alike, so the pause tells nothing, and mail nobody", async () => {
    const email = uniqueEmail("nobody");
    await failTenTimes(email);
    const res = await signInFrom(email, WRONG);
    expect(res.status).toBe(429);
    expectErrorBody(res.json, "ACCOUNT_SIGN_IN_LOCKED");
    expect(readOutbox(t.dataDir).filter((mail) => mail.to === email)).toEqual([]);
    const events = await eventsOf(email);
    expect(events.map((e) => e.kind)).toContain("account_sign_in_locked");
    expect(events.filter((e) => e.kind === "sign_in_failed")[0]).toMatchObject({
      userId: null,
      detail: { email, reason: "unknown_account" },
    });
  });

  it("count in the database, so a second server process on it sees the same pause", async () => {
    const owner = await registerFounder(createClient(t.app));
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      await failTenTimes(owner.email);
      const res = await second.app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: GOOD_PASSWORD }),
      });
      expect(res.status).toBe(429);
    } finally {
      await second.close();
    }
    const [failed] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, owner.id), eq(securityEvents.kind, "sign_in_failed")))
      .limit(1);
    expect(failed?.detail).toEqual({ email: owner.email, reason: "wrong_password" });
  });
});
