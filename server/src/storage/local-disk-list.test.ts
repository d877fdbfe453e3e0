import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { generateKey } from "./keys";
import { createLocalDiskStorage } from "./local-disk";
import { listLocalFiles } from "./local-disk-list";
import type { ListedFile, Storage } from "./storage";

// Listing the local disk (what the orphan sweep walks) and its conditional delete: only keys
// stored under the root are listed, and a key written again after its listing is not removed.

const BYTES = new TextEncoder().encode("bytes");
const UUID = "0b5c1f2e-3d4a-4b6c-8d7e-9f0a1b2c3d4e";

let base: string;
let root: string;
let storage: Storage;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "kuza-list-"));
  root = path.join(base, "files");
  storage = createLocalDiskStorage({ root });
});

async function all(prefix?: string): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  for await (const page of storage.list(prefix)) files.push(...page);
  return files;
}
const keysOf = (files: ListedFile[]) => files.map((file) => file.key).sort();

describe("listing the local disk", () => {
  it("lists every stored key, public and private, with when it was written, and nothing else", async () => {
    const image = generateKey("avatars", "png");
    const doc = `due-diligence-docs/u1/library/${UUID}-deck.pdf`;
    const before = Date.now();
    await storage.put(image, BYTES, "image/png");
    await storage.put(doc, BYTES, "application/pdf");
    // A temporary file, a meta without its file and a name that is no key are never listed.
    const folder = path.join(root, "private", "due-diligence-docs", "u1", "library");
    writeFileSync(path.join(folder, `${UUID}-half.pdf.0123456789ab.tmp`), "half");
    writeFileSync(path.join(folder, `${UUID}-gone.pdf.meta`), "{}");
    writeFileSync(path.join(folder, "notes.txt"), "notes");

    const files = await all();
    expect(keysOf(files)).toEqual([doc, image].sort());
    for (const file of files) expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lists only the keys under a prefix, and nothing before the first upload", async () => {
    expect(await all()).toEqual([]);
    const mine = `nda/u1/${UUID}-nda.pdf`;
    await storage.put(mine, BYTES, "application/pdf");
    await storage.put(`nda/u2/${UUID}-nda.pdf`, BYTES, "application/pdf");
    expect(keysOf(await all("nda/u1/"))).toEqual([mine]);
    expect(keysOf(await all(mine))).toEqual([mine]);
    expect(await all("nda/u3/")).toEqual([]);
  });

  it("hands the listing out a page at a time", async () => {
    for (let n = 0; n < 5; n += 1)
      await storage.put(generateKey("logos", "png", 1_700_000_000_000 + n), BYTES, "image/png");
    const pages: number[] = [];
    for await (const page of listLocalFiles(root, "", 2)) pages.push(page.length);
    expect(pages).toEqual([2, 2, 1]);
  });

  it("never lists what lies outside the root, through a link, or a key in the wrong visibility", async () => {
    const outside = path.join(base, "secret.pdf");
    writeFileSync(outside, "outside the root");
    const folder = path.join(root, "private", "nda", "u1");
    mkdirSync(folder, { recursive: true });
    symlinkSync(outside, path.join(folder, `${UUID}-link.pdf`));
    symlinkSync(base, path.join(root, "private", "verification-docs"));
    // An image key under private/ is not where storage keeps it: its delete would reach public/.
    mkdirSync(path.join(root, "private", "avatars"), { recursive: true });
    writeFileSync(path.join(root, "private", "avatars", "1700000000000-abcdef12.png"), "misplaced");

    expect(await all()).toEqual([]);
    expect(existsSync(outside)).toBe(true);
  });

  it("refuses a prefix that climbs out of the root", async () => {
    await expect(all("../escape/")).rejects.toThrow(/Invalid storage prefix/);
    await expect(all("nda/../../")).rejects.toThrow(/Invalid storage prefix/);
  });
});

describe("deleting a listed file", () => {
  it("removes it with its meta when it is still the file listed", async () => {
    const key = `nda/u1/${UUID}-nda.pdf`;
    await storage.put(key, BYTES, "application/pdf");
    const [listed] = await all();
    if (!listed) throw new Error("not listed");
    expect(await storage.deleteIfUnchanged(listed)).toBe(true);
    expect(await storage.get(key)).toBeNull();
    expect(existsSync(path.join(root, "private", "nda", "u1", `${UUID}-nda.pdf.meta`))).toBe(false);
    expect(await storage.deleteIfUnchanged(listed)).toBe(false);
  });

  it("keeps a key written again since it was listed", async () => {
    const key = `due-diligence-docs/u1/${UUID}/${UUID}-deck.pdf`;
    await storage.put(key, BYTES, "application/pdf");
    const [listed] = await all();
    if (!listed) throw new Error("not listed");
    await storage.put(key, new TextEncoder().encode("the new deck"), "application/pdf");
    expect(await storage.deleteIfUnchanged(listed)).toBe(false);
    expect((await storage.get(key))?.size).toBe(12);
  });
});
