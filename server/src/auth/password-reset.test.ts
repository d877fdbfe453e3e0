import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "../db/schema";
import {
  expectErrorBody,
  expectSignedIn,
  expectSignedOut,
  GOOD_PASSWORD,
  latestResetLink,
  readOutbox,
  registerFounder,
  signIn,
  uniqueEmail,
} from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";

const NEW_PASSWORD = "harbour-violet-77";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Several resets per test would trip the 3-per-minute limit; rate-limit.test.ts covers that.
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  createClient(t.app).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });

const resetPassword = (token: string, newPassword: string) =>
  createClient(t.app).post("/api/auth/reset-password", { token, newPassword });

/** A founder with a reset link in the outbox. */
async function founderWithResetLink() {
  const founder = await registerFounder(createClient(t.app));
  expect((await requestReset(founder.email)).status).toBe(200);
  return { founder, ...latestResetLink(t.dataDir, founder.email) };
}

describe("asking for a reset", () => {
  it("writes a mail with a one-hour link to the outbox", async () => {
    const founder = await registerFounder(createClient(t.app));
    const before = Date.now();
    const res = await requestReset(founder.email);
    const after = Date.now();
    expect(res.status).toBe(200);

    const mails = readOutbox(t.dataDir).filter((m) => m.to === founder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Reset your Kuza password");
    const { url, token } = latestResetLink(t.dataDir, founder.email);
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toBe(`/api/auth/reset-password/${token}`);
    expect(url.searchParams.get("callbackURL")).toBe("/reset-password");
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const [row] = await t.deps.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    const hour = 60 * 60 * 1000;
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + hour);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(after + hour);
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    const known = await registerFounder(createClient(t.app));
    const knownRes = await requestReset(known.email);
    const mailsBefore = readOutbox(t.dataDir).length;

    const unknown = uniqueEmail("nobody");
    const res = await requestReset(unknown);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(knownRes.json);
    expect(readOutbox(t.dataDir)).toHaveLength(mailsBefore);
    expect(readOutbox(t.dataDir).some((m) => m.to === unknown)).toBe(false);
  });

  it.each(["https://evil.example/steal", "//evil.example/x", "/\\evil.example", "http://localhost:3000.evil.example/"])(
    "refuses to send a link that would lead to %s",
    async (redirectTo) => {
      const founder = await registerFounder(createClient(t.app));
      const res = await createClient(t.app).post("/api/auth/request-password-reset", {
        email: founder.email,
        redirectTo,
      });
      expect(res.status).toBe(403);
      expectErrorBody(res.json);
      expect(readOutbox(t.dataDir).some((m) => m.to === founder.email)).toBe(false);
    },
  );
});

describe("the link", () => {
  it("redirects to /reset-password with the token", async () => {
    const { url, token } = await founderWithResetLink();
    const res = await t.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "", "http://localhost:3000");
    expect(location.origin).toBe("http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("token")).toBe(token);
  });

  it("never redirects a real token to another site, even if the link is edited", async () => {
    const { url, token } = await founderWithResetLink();
    for (const callbackURL of ["https://evil.example/steal", "//evil.example", "/\\evil.example"]) {
      const res = await t.app.request(`${url.pathname}?callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(res.status, callbackURL).toBe(403);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).not.toContain(token);
    }
  });

  it("redirects with an error once the token has been used", async () => {
    const { url, token } = await founderWithResetLink();
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
    const res = await t.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("token")).toBeNull();
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});

describe("setting the new password", () => {
  it("works once: the new password signs in, the old one no longer does", async () => {
    const { founder, token } = await founderWithResetLink();
    const res = await resetPassword(token, NEW_PASSWORD);
    expect(res.status).toBe(200);

    expect((await signIn(createClient(t.app), founder.email, GOOD_PASSWORD)).status).toBe(401);
    const client = createClient(t.app);
    expect((await signIn(client, founder.email, NEW_PASSWORD)).status).toBe(200);
    await expectSignedIn(client, founder.email);
  });

  it("refuses the same token a second time", async () => {
    const { founder, token } = await founderWithResetLink();
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
    const again = await resetPassword(token, "another-password-9");
    expect(again.status).toBe(400);
    expectErrorBody(again.json, "INVALID_TOKEN");
    // The second attempt changed nothing.
    expect((await signIn(createClient(t.app), founder.email, "another-password-9")).status).toBe(401);
    expect((await signIn(createClient(t.app), founder.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired token and keeps the old password", async () => {
    const { founder, token } = await founderWithResetLink();
    const expired = await t.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
      .returning();
    expect(expired).toHaveLength(1);

    const res = await resetPassword(token, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "INVALID_TOKEN");
    expect((await signIn(createClient(t.app), founder.email, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(createClient(t.app), founder.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await resetPassword("not-a-real-token-at-all", NEW_PASSWORD);
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "INVALID_TOKEN");
  });

  it("refuses a weak password with the server's reason and keeps the token usable", async () => {
    const { founder, token } = await founderWithResetLink();
    const weak = await resetPassword(token, "password123");
    expect(weak.status).toBe(400);
    expectErrorBody(weak.json, "WEAK_PASSWORD");
    expect(weak.json.error.message).toBe("This password is too common. Choose one that is harder to guess");

    const short = await resetPassword(token, "abc12");
    expect(short.status).toBe(400);
    expect(short.json.error.message).toContain("Use at least 8 characters for a strong password");

    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(createClient(t.app), founder.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("ends every session of the user", async () => {
    const laptop = createClient(t.app);
    const founder = await registerFounder(laptop);
    const phone = createClient(t.app);
    expect((await signIn(phone, founder.email, GOOD_PASSWORD)).status).toBe(200);
    const bystander = createClient(t.app);
    const other = await registerFounder(bystander);

    expect((await requestReset(founder.email)).status).toBe(200);
    const { token } = latestResetLink(t.dataDir, founder.email);
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);

    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    await expectSignedIn(bystander, other.email);
  });

  it("leaves no reset token behind once used", async () => {
    const { token } = await founderWithResetLink();
    expect((await resetPassword(token, NEW_PASSWORD)).status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `%${token}%`));
    expect(rows).toEqual([]);
  });
});
