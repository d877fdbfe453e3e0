import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { founderInput, GOOD_PASSWORD, registerFounder } from "./testing/accounts";
import { createClient, createTestApp } from "./testing/test-app";

// The origins state changes are accepted from. In development http://127.0.0.1:3000 opens the
// same server as http://localhost:3000, so both (and [::1]) are trusted there; in production
// only APP_URL is.

const SECRET = "a-production-secret-of-32-characters-or-more";

describe("readEnv's trusted origins", () => {
  it("are APP_URL plus the loopback names of its port in development and test", () => {
    for (const NODE_ENV of ["development", "test"]) {
      expect(readEnv({ NODE_ENV, PORT: "3300" }).trustedOrigins).toEqual([
        "http://localhost:3300",
        "http://127.0.0.1:3300",
        "http://[::1]:3300",
      ]);
    }
    expect(
      readEnv({ NODE_ENV: "development", PORT: "3001", APP_URL: "http://localhost:3000/" }).trustedOrigins,
    ).toEqual(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]);
  });

  it("are APP_URL alone in production", () => {
    expect(readEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET }).trustedOrigins).toEqual(["http://localhost:3000"]);
    const env = readEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET, APP_URL: "https://kuza.example" });
    expect(env.trustedOrigins).toEqual(["https://kuza.example"]);
  });
});

/** Registers someone new, and signs someone in through better-auth, each request from `origin`. */
async function journeyFrom(app: Parameters<typeof createClient>[0], origin: string, existingEmail: string) {
  const headers = { origin };
  const client = createClient(app);
  const registered = await client.post("/api/accounts/register", founderInput(), headers);
  const credentials = { email: existingEmail, password: GOOD_PASSWORD };
  const signedIn = await client.post("/api/auth/sign-in/email", credentials, headers);
  return [registered.status, signedIn.status];
}

describe("in development and test", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let existing: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: "off", env: { NODE_ENV: "development" } });
    existing = (await registerFounder(createClient(t.app))).email;
  });
  afterAll(() => t.close());

  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])(
    "signs up and in from %s",
    async (origin) => {
      expect(await journeyFrom(t.app, origin, existing)).toEqual([201, 200]);
    },
  );

  it("still refuses other ports and other hosts", async () => {
    for (const origin of ["http://127.0.0.1:4000", "http://192.168.1.20:3000", "https://127.0.0.1:3000"]) {
      expect(await journeyFrom(t.app, origin, existing), origin).toEqual([403, 403]);
    }
  });
});

describe("in production", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let existing: string;
  beforeAll(async () => {
    // Production refuses AUTH_RATE_LIMIT=off: this file makes few enough sign-ups to stay under it.
    t = await createTestApp({ rateLimit: "on", env: { NODE_ENV: "production", AUTH_SECRET: SECRET } });
    existing = (await registerFounder(createClient(t.app))).email;
  });
  afterAll(() => t.close());

  it("accepts APP_URL and refuses the loopback names", async () => {
    expect(await journeyFrom(t.app, "http://localhost:3000", existing)).toEqual([201, 200]);
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect(await journeyFrom(t.app, origin, existing), origin).toEqual([403, 403]);
    }
  });
});
