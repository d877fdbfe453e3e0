import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderWithBusiness } from "../testing/catalogue";
import { FILES, uploadToLibrary } from "../testing/due-diligence-documents";
import { age, HOUR, stored, stray } from "../testing/stored-files";
import { createTestApp } from "../testing/test-app";
import { startOrphanSweeper, sweepOrphanFiles } from "./orphan-sweep";
import type { Storage } from "./storage";

// What the orphan sweep removes and what it leaves (decision 026): an unnamed file past its
// kind's grace goes; a younger one, a named one, and anything that is not a known kind's key stay.
// file-references.test.ts and orphan-sweep-kinds.test.ts cover each kind's columns.

let t: Awaited<ReturnType<typeof createTestApp>>;
let library: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  const f = await founderWithBusiness(t.app);
  library = `due-diligence-docs/${f.profile.id}/library`;
});
afterAll(async () => {
  await t.close();
});

const GRACES = { documentMs: HOUR, imageMs: 24 * HOUR };
const MINUTE = 60 * 1000;

describe("the orphan sweep", () => {
  it("removes a document no row names once past its grace, and keeps a younger one", async () => {
    const old = await stray(t, library, HOUR + MINUTE);
    const young = await stray(t, library, HOUR - 5 * MINUTE);
    expect(await sweepOrphanFiles(t.deps, GRACES)).toBe(1);
    expect(stored(t, old)).toBe(false);
    expect(stored(t, `${old}.meta`)).toBe(false);
    expect(stored(t, young)).toBe(true);
  });

  it("keeps an unnamed image for its day (a form may still name it), then removes it", async () => {
    const hours = await stray(t, "avatars", 2 * HOUR);
    const days = await stray(t, "banners", 25 * HOUR);
    await sweepOrphanFiles(t.deps, GRACES);
    expect(stored(t, hours)).toBe(true);
    expect(stored(t, days)).toBe(false);
  });

  it("keeps a file a row names, however old", async () => {
    const f = await founderWithBusiness(t.app);
    const up = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", FILES.pdf);
    expect(up.status).toBe(201);
    const [key] = await listed(`due-diligence-docs/${f.profile.id}/library/`);
    if (!key) throw new Error("the upload stored nothing");
    age(t, key, 30 * 24 * HOUR);
    await sweepOrphanFiles(t.deps, GRACES);
    expect(stored(t, key)).toBe(true);
    expect((await f.client.get("/api/due-diligence/library")).json.documents).toHaveLength(1);
  });

  it("never removes a key of no known kind, nor a file that is not a key", async () => {
    const unknown = await stray(t, "documents/reports", 30 * 24 * HOUR);
    const notAKey = path.join(t.dataDir, "files", "private", ...library.split("/"), "notes.txt");
    mkdirSync(path.dirname(notAKey), { recursive: true });
    writeFileSync(notAKey, "kept");
    const longAgo = new Date(Date.now() - 30 * 24 * HOUR);
    utimesSync(notAKey, longAgo, longAgo);
    await sweepOrphanFiles(t.deps, GRACES);
    expect(stored(t, unknown)).toBe(true);
    expect(stored(t, `${library}/notes.txt`)).toBe(true);
  });
});

describe("the sweeper a server starts", () => {
  it("alone on its storage (the embedded database), first gives documents no grace; images keep theirs", async () => {
    const document = await stray(t, library, MINUTE);
    const image = await stray(t, "logos", MINUTE);
    const before = t.logs.length;
    const sweeper = await startOrphanSweeper(t.deps, { graces: GRACES, intervalMs: HOUR, alone: true });
    await sweeper.stop();
    expect(stored(t, document)).toBe(false);
    expect(stored(t, image)).toBe(true);
    // The count covers every document no row names (earlier tests' young strays too).
    expect(t.logs.slice(before)).toContainEqual({
      level: "info",
      message: expect.stringMatching(/^removed [1-9]\d* stored file\(s\) that no row names$/),
    });
  });

  it("beside other processes (PostgreSQL), leaves a young document: its row may be on its way", async () => {
    const document = await stray(t, library, MINUTE);
    const sweeper = await startOrphanSweeper(t.deps, { graces: GRACES, intervalMs: HOUR, alone: false });
    await sweeper.stop();
    expect(stored(t, document)).toBe(true);
  });

  it("sweeps again every interval", async () => {
    const sweeper = await startOrphanSweeper(t.deps, { graces: GRACES, intervalMs: 50, alone: false });
    try {
      const later = await stray(t, library, 2 * HOUR);
      await expect.poll(() => stored(t, later), { timeout: 10_000 }).toBe(false);
    } finally {
      await sweeper.stop();
    }
  });

  it("logs a sweep that fails, and the server starts all the same", async () => {
    const broken: Storage = {
      ...t.deps.storage,
      list: () => {
        throw new Error("disk unreadable");
      },
    };
    const before = t.logs.length;
    const sweeper = await startOrphanSweeper(
      { ...t.deps, storage: broken },
      { graces: GRACES, intervalMs: HOUR, alone: true },
    );
    await sweeper.stop();
    expect(t.logs.slice(before)).toContainEqual({
      level: "warn",
      message: "the orphan file sweep failed",
      extra: { error: "Error: disk unreadable" },
    });
  });
});

async function listed(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of t.deps.storage.list(prefix)) keys.push(...page.map((file) => file.key));
  return keys;
}
