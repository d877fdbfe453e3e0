import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { generateKey } from "./keys";
import { createLocalDiskStorage } from "./local-disk";
import type { Storage } from "./storage";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let root: string;
let storage: Storage;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "kuza-storage-"));
  storage = createLocalDiskStorage({ root });
});

const text = async (body: ReadableStream<Uint8Array>) =>
  new TextDecoder().decode(await new Response(body).arrayBuffer());

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

  it("gives public URLs to images only: a private file has no URL of its own", () => {
    const image = generateKey("banners", "webp");
    const doc = generateKey("documents", "pdf");
    expect(storage.publicUrl(image)).toBe(`/files/public/${image}`);
    expect(() => storage.publicUrl(doc)).toThrow(/private/);
  });
});
