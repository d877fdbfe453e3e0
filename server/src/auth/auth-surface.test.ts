import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import {
  expectErrorBody,
  expectSignedIn,
  expectSignedOut,
  GOOD_PASSWORD,
  registerFounder,
  sessionCount,
  signIn,
} from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";

// The parts of better-auth the app exposes, and what it does with them on top.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const NEW_PASSWORD = "harbor-violet-77";

describe("better-auth endpoints the app does not use", () => {
  it.each(["/api/auth/update-user", "/api/auth/change-email", "/api/auth/sign-up/email", "/api/auth/delete-user"])(
    "%s answers 404",
    async (path) => {
      const client = createClient(t.app);
      await registerFounder(client);
      const res = await client.post(path, { name: "<script>x</script>", newEmail: "x@example.com" });
      expect(res.status).toBe(404);
      expectErrorBody(res.json, "NOT_FOUND");
    },
  );
});

describe("change-password", () => {
  it("applies the server's strength rule", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = await client.post("/api/auth/change-password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: "password123",
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/too common/);
  });

  it("ends the user's other sessions whatever the client asks, and keeps this device signed in", async () => {
    const laptop = createClient(t.app);
    const founder = await registerFounder(laptop);
    const phone = createClient(t.app);
    const tablet = createClient(t.app);
    await signIn(phone, founder.email, GOOD_PASSWORD);
    await signIn(tablet, founder.email, GOOD_PASSWORD);
    const someoneElse = createClient(t.app);
    const other = await registerFounder(someoneElse);

    const res = await laptop.post("/api/auth/change-password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);

    await expectSignedOut(phone);
    await expectSignedOut(tablet);
    await expectSignedIn(laptop, founder.email);
    expect((await laptop.get("/api/founder/profile")).status).toBe(200);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(1);
    await expectSignedIn(someoneElse, other.email);
    expect((await signIn(phone, founder.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(phone, founder.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("sign-in input", () => {
  it("answers missing credentials with the spec's sentence", async () => {
    const res = await createClient(t.app).post("/api/auth/sign-in/email", {});
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({
      code: "VALIDATION_FAILED",
      message: "You must provide either an email or phone number and a password",
    });
  });
});

describe("session refresh", () => {
  it("hands the browser a fresh cookie when a day-old session is extended", async () => {
    const founder = await registerFounder(createClient(t.app));
    const client = createClient(t.app);
    await signIn(client, founder.email, GOOD_PASSWORD);
    // Make the session look a day old, so better-auth extends it on the next use.
    const inSixDays = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    await t.deps.db.update(session).set({ expiresAt: inSixDays }).where(eq(session.userId, founder.id));

    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
  });

  it("marks API answers as not to be stored", async () => {
    const res = await createClient(t.app).get("/api/session");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
