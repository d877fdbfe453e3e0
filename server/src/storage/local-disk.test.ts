import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { generateKey } from "./keys";
import { createLocalDiskStorage } from "./local-disk";
import type { Storage } from "./storage";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let root: string;
let clock: number;
let storage: Storage;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "kuza-storage-"));
  clock = Date.UTC(2025, 0, 1);
  storage = createLocalDiskStorage({ root, secret: SECRET, now: () => clock });
});

const text = async (body: ReadableStream<Uint8Array>) =>
  new TextDecoder().decode(await new Response(body).arrayBuffer());
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams) as Record<string, string>;

describe("local disk storage", () => {
  it("keeps public keys under public/ and private ones under private/, with their type", async () => {
    const image = generateKey("logos", "png");
    const doc = generateKey("documents", "txt");
    await storage.put(image, PNG, "image/png");
    await storage.put(doc, new TextEncoder().encode("secret plan"), "text/plain");

    expect(readFileSync(path.join(root, "public", ...image.split("/")))).toEqual(Buffer.from(PNG));
    expect(existsSync(path.join(root, "private", ...doc.split("/")))).toBe(true);
    expect(existsSync(path.join(root, "public", ...doc.split("/")))).toBe(false);

    const got = await storage.get(doc);
    expect(got?.contentType).toBe("text/plain");
    expect(got?.size).toBe(11);
    expect(await text(got?.body ?? new ReadableStream())).toBe("secret plan");
  });

  it("accepts a stream, leaves no temporary files behind, and deletes", async () => {
    const key = generateKey("documents", "txt");
    const stream = new Blob(["streamed ", "bytes"]).stream();
    await storage.put(key, stream, "text/plain");
    const dir = path.join(root, "private", "documents");
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(await text((await storage.get(key))?.body ?? new ReadableStream())).toBe("streamed bytes");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("answers null for a missing or malformed key and refuses to write one", async () => {
    expect(await storage.get(generateKey("logos", "png"))).toBeNull();
    expect(await storage.get("../auth-secret")).toBeNull();
    expect(await storage.get("logos/../../auth-secret")).toBeNull();
    await expect(storage.put("../../etc/passwd", PNG, "image/png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put("logos/evil.html", PNG, "text/html")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete("logos/..")).rejects.toThrow(/Invalid storage key/);
  });

  it("gives public URLs to images only and signed URLs to private files only", () => {
    const image = generateKey("banners", "webp");
    const doc = generateKey("documents", "pdf");
    expect(storage.publicUrl(image)).toBe(`/files/public/${image}`);
    expect(() => storage.publicUrl(doc)).toThrow(/private/);
    expect(() => storage.signedUrl(image, 60)).toThrow(/public/);
    expect(storage.signedUrl(doc, 60)).toMatch(
      /^\/api\/files\/private\?path=documents%2F.+&expires=\d+&signature=[\w-]+$/,
    );
    expect(() => storage.signedUrl(doc, 0)).toThrow(RangeError);
    expect(storage.signedUrl(doc, 864_000)).toContain("expires=");
    expect(() => storage.signedUrl(doc, 864_001)).toThrow(RangeError);
  });
});

describe("signed URLs", () => {
  const doc = "documents/1735689600000-abcdef0123456789.pdf";

  it("verify until they expire, then stop", () => {
    const { path: key, expires, signature } = queryOf(storage.signedUrl(doc, 300));
    expect(key).toBe(doc);
    expect(Number(expires)).toBe(clock / 1000 + 300);
    expect(storage.verifySignature(doc, expires ?? "", signature ?? "")).toBe(true);
    clock += 299_000;
    expect(storage.verifySignature(doc, expires ?? "", signature ?? "")).toBe(true);
    clock += 1_000;
    expect(storage.verifySignature(doc, expires ?? "", signature ?? "")).toBe(false);
  });

  it("refuse any tampering with the key, the expiry or the signature", () => {
    const { expires = "", signature = "" } = queryOf(storage.signedUrl(doc, 300));
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(storage.verifySignature("documents/1735689600000-abcdef0123456780.pdf", expires, signature)).toBe(false);
    expect(storage.verifySignature(doc, String(Number(expires) + 3600), signature)).toBe(false);
    expect(storage.verifySignature(doc, `${expires}.0`, signature)).toBe(false);
    expect(storage.verifySignature(doc, expires, flipped)).toBe(false);
    expect(storage.verifySignature(doc, expires, signature.slice(0, -1))).toBe(false);
    expect(storage.verifySignature(doc, expires, "")).toBe(false);
    expect(storage.verifySignature(doc, "", signature)).toBe(false);
  });

  it("made with another secret do not verify", () => {
    const other = createLocalDiskStorage({ root, secret: `${SECRET}-other`, now: () => clock });
    const { expires = "", signature = "" } = queryOf(other.signedUrl(doc, 300));
    expect(storage.verifySignature(doc, expires, signature)).toBe(false);
  });
});
