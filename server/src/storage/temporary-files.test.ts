import { existsSync, mkdirSync, mkdtempSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { STALE_UPLOAD_MS, sweepTemporaryFiles } from "./local-disk";

// An upload cut off by a crash (kill -9, power loss) leaves its temporary file, and perhaps a meta
// whose file never arrived. Neither is ever served; the next start removes them.

const HOUR = 60 * 60 * 1000;

/** A files root with one stored file, a temporary file and an orphan meta in a document folder. */
function leftovers(ageMs: number) {
  const root = mkdtempSync(path.join(tmpdir(), "kuza-sweep-"));
  const dir = path.join(root, "private", "due-diligence-docs", "founder-1", "library");
  mkdirSync(dir, { recursive: true });
  const kept = path.join(dir, "11111111-1111-4111-8111-111111111111-deck.pdf");
  writeFileSync(kept, "%PDF-1.7 whole");
  writeFileSync(`${kept}.meta`, '{"contentType":"application/pdf"}');
  const orphan = path.join(dir, "22222222-2222-4222-8222-222222222222-plan.pdf");
  const temp = `${orphan}.0123456789ab.tmp`;
  writeFileSync(temp, "%PDF-1.7 half");
  writeFileSync(`${orphan}.meta`, '{"contentType":"application/pdf"}');
  const when = new Date(Date.now() - ageMs);
  for (const file of [kept, `${kept}.meta`, temp, `${orphan}.meta`]) utimesSync(file, when, when);
  return { root, kept, temp, orphanMeta: `${orphan}.meta` };
}

describe("sweeping what interrupted uploads left", () => {
  it("removes temporary files and orphan metas, never a stored file or its meta", async () => {
    const files = leftovers(0);
    expect(await sweepTemporaryFiles(files.root, { olderThanMs: 0 })).toBe(2);
    expect(existsSync(files.temp)).toBe(false);
    expect(existsSync(files.orphanMeta)).toBe(false);
    expect(existsSync(files.kept)).toBe(true);
    expect(existsSync(`${files.kept}.meta`)).toBe(true);
  });

  it("with an age limit, leaves an upload another process may still be writing", async () => {
    const fresh = leftovers(0);
    expect(await sweepTemporaryFiles(fresh.root, { olderThanMs: STALE_UPLOAD_MS })).toBe(0);
    expect(existsSync(fresh.temp)).toBe(true);
    const old = leftovers(2 * HOUR);
    expect(await sweepTemporaryFiles(old.root, { olderThanMs: STALE_UPLOAD_MS })).toBe(2);
    expect(existsSync(old.temp)).toBe(false);
  });

  it("is a no-op before the first upload", async () => {
    expect(await sweepTemporaryFiles(path.join(tmpdir(), "kuza-no-such-dir"), { olderThanMs: 0 })).toBe(0);
  });

  it("runs when the server starts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-sweep-start-"));
    const files = leftovers(2 * HOUR);
    const filesRoot = path.join(dataDir, "files");
    mkdirSync(filesRoot);
    // The leftovers' tree, moved under the data dir the server is about to open.
    renameSync(path.join(files.root, "private"), path.join(filesRoot, "private"));
    const moved = (file: string) => path.join(filesRoot, path.relative(files.root, file));
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(existsSync(moved(files.temp))).toBe(false);
      expect(existsSync(moved(files.orphanMeta))).toBe(false);
      expect(existsSync(moved(files.kept))).toBe(true);
      expect(t.logs.map((entry) => entry.message)).toContain("removed 2 temporary file(s) left by interrupted uploads");
    } finally {
      await t.close();
    }
  }, 120_000);
});
