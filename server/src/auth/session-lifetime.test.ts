import { readFileSync } from "node:fs";
import path from "node:path";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from "@domain/constants/accounts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { expectSignedIn, expectSignedOut, registerFounder, sessionCount } from "../testing/accounts";
import { createClient, createTestApp } from "../testing/test-app";
import { pastAbsoluteLifetime } from "./session";

// Idle and absolute session lifetimes (docs/decisions/013-multi-factor-sign-in.md), proved with
// rows whose timestamps are moved into the past, as if the days had gone by.

const DAY = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "better-auth.session_token";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

async function signedInFounder() {
  const client = createClient(t.app);
  const founder = await registerFounder(client);
  return { client, founder };
}

/** Rewrites the founder's session as if it began `ageMs` ago and expires at `expiresAt`. */
async function age(userId: string, ageMs: number, expiresAt: Date) {
  const createdAt = new Date(Date.now() - ageMs);
  await t.deps.db.update(session).set({ createdAt, updatedAt: createdAt, expiresAt }).where(eq(session.userId, userId));
}

async function sessionRow(userId: string) {
  const [row] = await t.deps.db.select().from(session).where(eq(session.userId, userId));
  return row ?? null;
}

describe("session lifetimes", () => {
  it("are the stated ones: 7 days idle, refreshed daily, 30 days at most", async () => {
    const context = await t.deps.auth.$context;
    expect(context.sessionConfig.expiresIn).toBe(SESSION_IDLE_SECONDS);
    expect(context.sessionConfig.updateAge).toBe(SESSION_REFRESH_SECONDS);
    expect(SESSION_IDLE_SECONDS).toBe((7 * DAY) / 1000);
    expect(SESSION_ABSOLUTE_SECONDS).toBe((30 * DAY) / 1000);
    // The trigger's interval is SQL; it must say the same number of days.
    const migration = readFileSync(
      path.join(import.meta.dirname, "../db/migrations/0011_session_absolute_lifetime.sql"),
      "utf8",
    );
    const intervals = [...migration.matchAll(/interval '(\d+) days'/g)].map((m) => Number(m[1]));
    expect(intervals.length).toBeGreaterThan(0);
    for (const days of intervals) expect(days * DAY).toBe(SESSION_ABSOLUTE_SECONDS * 1000);
  });

  it("a new session expires after the idle lifetime", async () => {
    const { founder } = await signedInFounder();
    const row = await sessionRow(founder.id);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - SESSION_IDLE_SECONDS * 1000)).toBeLessThan(60_000);
  });

  it("idle: a session unused past its expiry is signed out and removed", async () => {
    const { client, founder } = await signedInFounder();
    // Last refreshed 7 days and a minute ago: its idle expiry passed a minute ago.
    await age(founder.id, SESSION_IDLE_SECONDS * 1000 + 60_000, new Date(Date.now() - 60_000));
    await expectSignedOut(client);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
  });

  it("idle: a session in use slides forward, once a day, with a fresh cookie", async () => {
    const { client, founder } = await signedInFounder();
    // Signed in 2 days ago and not refreshed since: 5 days left, due for its daily refresh.
    await age(founder.id, 2 * DAY, new Date(Date.now() + SESSION_IDLE_SECONDS * 1000 - 2 * DAY));
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const row = await sessionRow(founder.id);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(SESSION_IDLE_SECONDS * 1000 - 60_000);
  });

  it("absolute: the expiry never moves past 30 days from sign-in, however the row is written", async () => {
    const { client, founder } = await signedInFounder();
    // 29 days in, someone (a refresh, a script) writes an expiry a week ahead: it is held to day 30.
    await age(founder.id, 29 * DAY, new Date(Date.now() + 7 * DAY));
    const row = await sessionRow(founder.id);
    expect(row?.expiresAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + SESSION_ABSOLUTE_SECONDS * 1000);
    // Still signed in on day 29, without a refresh that could not move the expiry anyway.
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await sessionRow(founder.id))?.expiresAt).toEqual(row?.expiresAt);
  });

  it("absolute: a session in daily use ends 30 days after sign-in", async () => {
    const { client, founder } = await signedInFounder();
    await expectSignedIn(client, founder.email);
    await age(founder.id, SESSION_ABSOLUTE_SECONDS * 1000 + 60_000, new Date(Date.now() + 6 * DAY));
    await expectSignedOut(client);
    expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
  });

  it("absolute: the session lookup refuses an over-age session even without the trigger", async () => {
    const { client, founder } = await signedInFounder();
    await t.deps.db.execute(sql`ALTER TABLE "session" DISABLE TRIGGER "session_absolute_lifetime"`);
    try {
      await age(founder.id, SESSION_ABSOLUTE_SECONDS * 1000 + 60_000, new Date(Date.now() + 6 * DAY));
      expect((await sessionRow(founder.id))?.expiresAt.getTime()).toBeGreaterThan(Date.now());
      await expectSignedOut(client);
      expect(await sessionCount(t.deps.db, founder.id)).toBe(0);
    } finally {
      await t.deps.db.execute(sql`ALTER TABLE "session" ENABLE TRIGGER "session_absolute_lifetime"`);
    }
  });

  it("pastAbsoluteLifetime is the 30-day rule", () => {
    const now = Date.now();
    expect(pastAbsoluteLifetime(new Date(now - SESSION_ABSOLUTE_SECONDS * 1000 + 1000), now)).toBe(false);
    expect(pastAbsoluteLifetime(new Date(now - SESSION_ABSOLUTE_SECONDS * 1000), now)).toBe(true);
  });
});
