import { randomUUID } from "node:crypto";
import { eq, like, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimit } from "../db/schema";
import { createTestApp } from "../testing/test-app";
import { createRateLimiter, RATE_LIMIT_KEY_PREFIX } from "./rate-limit";

// The counters live in the database. On PostgreSQL (TEST_DATABASE_URL) `b` has a pool of its own
// to the same database, as a second server process would; on PGlite both share the instance.

let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  a = await createTestApp({ rateLimit: "off" });
  b = await createTestApp({ rateLimit: "off", sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const ourRows = () =>
  a.deps.db
    .select()
    .from(rateLimit)
    .where(like(rateLimit.key, `${RATE_LIMIT_KEY_PREFIX}%`));

describe("createRateLimiter", () => {
  it("allows max hits per window and key, then refuses until the window passes", async () => {
    let time = 1_000;
    const limiter = createRateLimiter({ db: a.deps.db, name: "t1", max: 3, windowMs: 10_000, now: () => time });
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit("a"));
    expect(hits).toEqual([true, true, true, false]);
    expect(await limiter.hit("b")).toBe(true);
    time += 9_999;
    expect(await limiter.hit("a")).toBe(false);
    time += 1;
    expect(await limiter.hit("a")).toBe(true);
    expect(await limiter.hit("a")).toBe(true);
  });

  it("shares one count between processes: hits split between them stop at the shared limit", async () => {
    const time = 5_000;
    const onA = createRateLimiter({ db: a.deps.db, name: "t2", max: 4, windowMs: 10_000, now: () => time });
    const onB = createRateLimiter({ db: b.deps.db, name: "t2", max: 4, windowMs: 10_000, now: () => time });
    const hits = [];
    for (const limiter of [onA, onB, onA, onB, onA, onB]) hits.push(await limiter.hit("user"));
    expect(hits).toEqual([true, true, true, true, false, false]);
  });

  it("lets exactly max of many simultaneous hits through, whichever process takes them", async () => {
    const time = 5_000;
    const limiters = [a, b].map((t) =>
      createRateLimiter({ db: t.deps.db, name: "t3", max: 5, windowMs: 10_000, now: () => time }),
    );
    const hits = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (limiters[i % 2] as (typeof limiters)[0]).hit("burst")),
    );
    expect(hits.filter(Boolean)).toHaveLength(5);
  });

  it("keeps limits of different names apart, and never touches better-auth's rows", async () => {
    const time = 5_000;
    const betterAuthKey = `203.0.113.9|/sign-in/email`;
    await a.deps.db.insert(rateLimit).values({ id: randomUUID(), key: betterAuthKey, count: 2, lastRequest: 1 });
    const one = createRateLimiter({ db: a.deps.db, name: "t4-one", max: 1, windowMs: 10_000, now: () => time });
    const two = createRateLimiter({ db: a.deps.db, name: "t4-two", max: 1, windowMs: 10_000, now: () => time });
    expect([await one.hit("x"), await two.hit("x"), await one.hit("x")]).toEqual([true, true, false]);
    const [kept] = await a.deps.db.select().from(rateLimit).where(eq(rateLimit.key, betterAuthKey));
    expect(kept).toMatchObject({ count: 2, lastRequest: 1 });
    expect((await ourRows()).map((r) => r.key)).toEqual(expect.arrayContaining(["kuza:t4-one:x", "kuza:t4-two:x"]));
  });

  it("sweeps its ended windows, so expired keys do not pile up", async () => {
    let time = 100_000;
    const limiter = createRateLimiter({ db: a.deps.db, name: "t5", max: 1, windowMs: 1_000, now: () => time });
    for (let i = 0; i < 20; i++) await limiter.hit(`k${i}`);
    const t5Rows = async () => (await ourRows()).filter((r) => r.key.startsWith("kuza:t5:"));
    expect(await t5Rows()).toHaveLength(20);
    time += 61_000; // past the sweep interval: the next hit deletes every ended window first
    await limiter.hit("fresh");
    expect((await t5Rows()).map((r) => r.key)).toEqual(["kuza:t5:fresh"]);
  });

  it("keeps a long window through better-auth's pruning of rows older than its 60 s window", async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ db: a.deps.db, name: "t6", max: 1, windowMs: 10 * 60_000, now: () => time });
    expect(await limiter.hit("u")).toBe(true);
    time += 5 * 60_000;
    // better-auth's own sweep: DELETE ... WHERE last_request < now - 60 s (every key).
    await a.deps.db.delete(rateLimit).where(lt(rateLimit.lastRequest, time - 60_000));
    expect(await limiter.hit("u")).toBe(false);
  });
});
