import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  expectErrorBody,
  founderInput,
  GOOD_PASSWORD,
  readOutbox,
  registerFounder,
  signIn,
  userRowByEmail,
} from "../testing/accounts";
import { createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";

// Rate limits are left on here (the default). The counters key on the clock, so only Date is
// faked: each test starts a few minutes after the last one, with every window expired.

let t: Awaited<ReturnType<typeof createTestApp>>;
let founder: { email: string };

beforeAll(async () => {
  t = await createTestApp();
  founder = await registerFounder(createClient(t.app));
});
afterAll(() => t.close());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  vi.setSystemTime(Date.now() + 5 * 60_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A sign-in from a given socket address, the way @hono/node-server hands it to the app. */
function signInFrom(address: string, password: string, headers: Record<string, string> = {}) {
  return t.app.request(
    "/api/auth/sign-in/email",
    {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: founder.email, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

describe("sign-in", () => {
  it("allows 3 attempts per 10 seconds, then answers 429 even to the right password", async () => {
    const client = createClient(t.app);
    for (let i = 0; i < 3; i++) expect((await signIn(client, founder.email, "wrong-password-1")).status).toBe(401);
    const limited = await signIn(client, founder.email, GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    expectErrorBody(limited.json, "RATE_LIMITED");
    expect(limited.json.error.message).toBe("Too many attempts. Please wait a moment and try again.");
    expect(client.jar.size).toBe(0);
  });

  it("lets the same address try again once the window has passed", async () => {
    const client = createClient(t.app);
    for (let i = 0; i < 3; i++) await signIn(client, founder.email, "wrong-password-1");
    expect((await signIn(client, founder.email, GOOD_PASSWORD)).status).toBe(429);
    vi.setSystemTime(Date.now() + 11_000);
    expect((await signIn(client, founder.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("keys on the socket address, which request headers cannot change", async () => {
    for (let i = 0; i < 3; i++) expect((await signInFrom("203.0.113.7", "wrong-password-1")).status).toBe(401);
    expect((await signInFrom("203.0.113.7", GOOD_PASSWORD)).status).toBe(429);
    // Claiming another address does not open a new bucket (no proxy is trusted here).
    expect((await signInFrom("203.0.113.7", GOOD_PASSWORD, { "x-forwarded-for": "198.51.100.1" })).status).toBe(429);
    expect((await signInFrom("203.0.113.7", GOOD_PASSWORD, { "x-kuza-client-ip": "198.51.100.2" })).status).toBe(429);
    // Another machine is not held back by the first one's attempts.
    expect((await signInFrom("203.0.113.8", GOOD_PASSWORD)).status).toBe(200);
  });
});

describe("registration", () => {
  it("allows 3 per 10 seconds from one address, then answers 429 and creates no user", async () => {
    for (let i = 0; i < 3; i++) await registerFounder(createClient(t.app));
    const input = founderInput();
    const res = await createClient(t.app).post("/api/accounts/register", input);
    expect(res.status).toBe(429);
    expectErrorBody(res.json, "RATE_LIMITED");
    expect(await userRowByEmail(t.deps.db, input.email)).toBeNull();
  });
});

describe("password reset requests", () => {
  it("allows 3 per minute from one address, then answers 429 and sends nothing more", async () => {
    const ask = () =>
      createClient(t.app).post("/api/auth/request-password-reset", {
        email: founder.email,
        redirectTo: "/reset-password",
      });
    const mailsBefore = readOutbox(t.dataDir).length;
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expectErrorBody(limited.json, "RATE_LIMITED");
    expect(readOutbox(t.dataDir).length).toBe(mailsBefore + 3);
  });
});
