import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "../../env";
import { createTestApp } from "../../testing/test-app";
import { currentPopulation } from "./population-jobs";
import { isNewEmbeddedDatabase, seedOnStart, shouldSeedOnStart } from "./seed-on-start";

// The start hook seeds only a new embedded database, only outside tests, and never with SEED_DEMO=false.

const envFor = (dataDir: string, extra: Record<string, string> = {}) =>
  readEnv({ NODE_ENV: "development", DATA_DIR: dataDir, ...extra });

describe("seeding on start", () => {
  it("sees a data dir without a database as new, and one with a database as not new", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kuza-seed-"));
    expect(isNewEmbeddedDatabase(envFor(dir))).toBe(true);
    mkdirSync(path.join(dir, "pglite"));
    writeFileSync(path.join(dir, "pglite", "PG_VERSION"), "17\n");
    expect(isNewEmbeddedDatabase(envFor(dir))).toBe(false);
  });

  it("never treats PostgreSQL as new (it may hold real data)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kuza-seed-"));
    expect(isNewEmbeddedDatabase(envFor(dir, { DATABASE_URL: "postgres://localhost/kuza" }))).toBe(false);
  });

  it("seeds by default, not with SEED_DEMO=false, never in a test run", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kuza-seed-"));
    expect(shouldSeedOnStart(envFor(dir), true)).toBe(true);
    expect(shouldSeedOnStart(envFor(dir), false)).toBe(false);
    expect(shouldSeedOnStart(envFor(dir, { SEED_DEMO: "false" }), true)).toBe(false);
    expect(shouldSeedOnStart(envFor(dir, { NODE_ENV: "test" }), true)).toBe(false);
    expect(shouldSeedOnStart(envFor(dir, { NODE_ENV: "test", SEED_DEMO: "true" }), true)).toBe(false);
  });

  it("does not seed a production server with the public demo password unless SEED_DEMO=true asks", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kuza-seed-"));
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    expect(shouldSeedOnStart(envFor(dir, production), true)).toBe(false);
    expect(shouldSeedOnStart(envFor(dir, { ...production, SEED_DEMO: "true" }), true)).toBe(true);
  });

  it("runs the population as the admin page's job and logs the demo logins", async () => {
    const t = await createTestApp({ rateLimit: "off" });
    try {
      await seedOnStart(t.deps);
      expect(await currentPopulation(t.deps)).toMatchObject({ state: "completed", stats: { failed: 0 } });
      const lines = t.logs.map((l) => l.message);
      expect(lines).toContain("demo logins (password kuza-demo-2026):");
      expect(lines.filter((l) => /^ {2}(founder|investor) /.test(l))).toHaveLength(10);
    } finally {
      await t.close();
    }
  }, 120_000);
});
