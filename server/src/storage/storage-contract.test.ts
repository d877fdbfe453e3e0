import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestBucket } from "../testing/s3/test-bucket";
import { generateKey } from "./keys";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3/s3-storage";
import { PART_BYTES } from "./s3/s3-upload";
import type { ListedFile, Storage } from "./storage";

/** How far behind Date.now() the file system's clock may stamp a file (one kernel tick). */
const FILE_CLOCK_LAG_MS = 10;

// What every storage driver promises (storage.ts), run on local disk and on an S3 bucket served by
// a real S3-protocol server (s3rver, testing/s3/). Each test gets an empty store of its own.

type Store = {
  storage: Storage;
  /** Every name in the backing store itself (files under the root, objects in the bucket), sorted. */
  storedNames: () => Promise<string[]>;
  /** Puts something there by hand, behind the driver's back. */
  writeStray: (name: string) => Promise<void>;
};

async function localDisk(): Promise<Store> {
  const root = mkdtempSync(path.join(tmpdir(), "kuza-storage-"));
  return {
    storage: createLocalDiskStorage({ root }),
    storedNames: async () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .sort(),
    writeStray: async (name) => {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), "stray");
    },
  };
}

async function s3Bucket(): Promise<Store> {
  const bucket = await createTestBucket();
  return {
    storage: createS3Storage({ client: bucket.client, bucket: bucket.settings.bucket }),
    storedNames: bucket.objectNames,
    writeStray: async (name) => {
      await bucket.client.send(new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: name, Body: "stray" }));
    },
  };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const MB = 1024 * 1024;

const encode = (text: string) => new TextEncoder().encode(text);
const bytesOf = async (body: ReadableStream<Uint8Array> | undefined) =>
  new Uint8Array(await new Response(body ?? new ReadableStream()).arrayBuffer());
const text = async (body: ReadableStream<Uint8Array> | undefined) => new TextDecoder().decode(await bytesOf(body));

/** `size` bytes that differ from part to part, handed out 64 KB at a time as a request body would be. */
function patterned(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 20)) & 0xff;
  return bytes;
}
function streamOf(bytes: Uint8Array, failAfter?: { bytes: number; error: Error }): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter && offset >= failAfter.bytes) return controller.error(failAfter.error);
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

async function listAll(storage: Storage, prefix?: string): Promise<{ pages: ListedFile[][]; files: ListedFile[] }> {
  const pages: ListedFile[][] = [];
  for await (const page of storage.list(prefix)) pages.push(page);
  return { pages, files: pages.flat().sort((a, b) => a.key.localeCompare(b.key)) };
}

class BodyRefused extends Error {}

describe.each([
  ["local disk", localDisk],
  ["S3 bucket", s3Bucket],
])("%s storage", (_, open) => {
  let store: Store;
  let storage: Storage;
  beforeEach(async () => {
    store = await open();
    storage = store.storage;
  });

  it("keeps public keys under public/ and private ones under private/, with their type", async () => {
    const image = generateKey("logos", "png");
    const doc = generateKey("documents", "txt");
    await storage.put(image, PNG, "image/png");
    await storage.put(doc, encode("secret plan"), "text/plain; charset=utf-8");

    const names = await store.storedNames();
    expect(names).toContain(`public/${image}`);
    expect(names).toContain(`private/${doc}`);
    expect(names).not.toContain(`public/${doc}`);

    const got = await storage.get(doc);
    expect(got?.contentType).toBe("text/plain; charset=utf-8");
    expect(got?.size).toBe(11);
    expect(await text(got?.body)).toBe("secret plan");
    const picture = await storage.get(image);
    expect([picture?.contentType, picture?.size]).toEqual(["image/png", PNG.length]);
    expect(await bytesOf(picture?.body)).toEqual(PNG);
  });

  it("accepts a stream, leaves nothing half-written behind, and deletes", async () => {
    const key = generateKey("documents", "txt");
    await storage.put(key, new Blob(["streamed ", "bytes"]).stream(), "text/plain");
    expect((await store.storedNames()).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(await text((await storage.get(key))?.body)).toBe("streamed bytes");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await store.storedNames()).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("leaves nothing behind when the stream fails at once (a flagged file, a scanner gone)", async () => {
    const failing = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.error(new Error("refused"));
        },
      });
    for (let n = 0; n < 5; n += 1) {
      await expect(storage.put(generateKey("documents", "pdf"), failing(), "application/pdf")).rejects.toThrow();
    }
    expect(await store.storedNames()).toEqual([]);
  });

  it("stores a file of several upload parts whole, and an empty one", async () => {
    // Past one part the bucket driver sends a multipart upload (s3/s3-upload.ts): three parts here.
    const big = patterned(2 * PART_BYTES + 3);
    const key = generateKey("documents", "pdf");
    await storage.put(key, streamOf(big), "application/pdf");
    const got = await storage.get(key);
    expect([got?.size, got?.contentType]).toEqual([big.length, "application/pdf"]);
    expect(Buffer.from(await bytesOf(got?.body)).equals(Buffer.from(big))).toBe(true);

    const empty = generateKey("documents", "txt");
    await storage.put(empty, new Blob([]).stream(), "text/plain");
    const none = await storage.get(empty);
    expect(none?.size).toBe(0);
    expect(await bytesOf(none?.body)).toEqual(new Uint8Array(0));
  });

  it.each([
    ["within the first part", 1 * MB],
    ["after two parts went up", 2 * PART_BYTES + MB],
  ])(
    "stores nothing of a body that fails %s, keeps the file there before, and answers the body's error",
    async (_, at) => {
      const key = generateKey("documents", "pdf");
      await storage.put(key, encode("%PDF-1.7 the first upload"), "application/pdf");
      const before = await store.storedNames();

      const refusal = new BodyRefused("infected");
      const failing = streamOf(patterned(4 * PART_BYTES), { bytes: at, error: refusal });
      await expect(storage.put(key, failing, "application/pdf")).rejects.toBe(refusal);
      const other = generateKey("documents", "pdf");
      await expect(storage.put(other, streamOf(patterned(at + MB), { bytes: at, error: refusal }), "x")).rejects.toBe(
        refusal,
      );

      expect(await store.storedNames()).toEqual(before);
      expect(await storage.get(other)).toBeNull();
      const kept = await storage.get(key);
      expect([kept?.contentType, await text(kept?.body)]).toEqual(["application/pdf", "%PDF-1.7 the first upload"]);
    },
  );

  it("replaces the file under a key written again, and copies one by streaming it from get to put", async () => {
    const key = generateKey("documents", "txt");
    await storage.put(key, encode("first"), "text/plain");
    await storage.put(key, encode("%PDF-1.7 second"), "application/pdf");
    const got = await storage.get(key);
    expect([got?.contentType, got?.size, await text(got?.body)]).toEqual(["application/pdf", 15, "%PDF-1.7 second"]);

    const source = await storage.get(key);
    const copy = generateKey("documents", "pdf");
    await storage.put(copy, source?.body ?? new Uint8Array(), "application/pdf");
    expect(await text((await storage.get(copy))?.body)).toBe("%PDF-1.7 second");
  });

  it("answers null for a missing or malformed key and refuses to write one", async () => {
    expect(await storage.get(generateKey("logos", "png"))).toBeNull();
    expect(await storage.get("../auth-secret")).toBeNull();
    expect(await storage.get("logos/../../auth-secret")).toBeNull();
    await expect(storage.put("../../etc/passwd", PNG, "image/png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put("logos/evil.html", PNG, "text/html")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete("logos/..")).rejects.toThrow(/Invalid storage key/);
    expect(await store.storedNames()).toEqual([]);
  });

  it("gives public URLs to images only: a private file has no URL of its own", () => {
    const image = generateKey("banners", "webp");
    const doc = generateKey("documents", "pdf");
    expect(storage.publicUrl(image)).toBe(`/files/public/${image}`);
    expect(() => storage.publicUrl(doc)).toThrow(/private/);
  });

  it("lists every stored key under a prefix, in pages, and nothing that is not a stored key", async () => {
    const started = Date.now();
    const logo = generateKey("logos", "png");
    const deck = generateKey("documents/p1", "pdf");
    const plan = generateKey("documents/p2", "txt");
    for (const key of [logo, deck, plan]) await storage.put(key, encode(key), "application/octet-stream");
    await store.writeStray("private/documents/readme.txt");
    await store.writeStray(`public/${deck}`); // a private key in the public half
    await store.writeStray(`private/${plan}.0123456789ab.tmp`);

    const all = await listAll(storage);
    expect(all.files.map((f) => f.key)).toEqual([deck, plan, logo].sort());
    for (const page of all.pages) expect(page.length).toBeGreaterThan(0);
    for (const file of all.files) {
      expect(file.version).not.toBe("");
      // Within the second the test ran in (S3 keeps whole seconds). Linux stamps a file with its
      // coarse clock, up to a tick (at most 10 ms) behind Date.now(): a file written in the first
      // milliseconds of a second was seen dated in the second before.
      const startedCoarse = started - FILE_CLOCK_LAG_MS;
      expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(startedCoarse / 1000) * 1000);
      expect(file.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect((await listAll(storage, "documents/")).files.map((f) => f.key)).toEqual([deck, plan].sort());
    expect((await listAll(storage, "documents/p2/")).files.map((f) => f.key)).toEqual([plan]);
    expect((await listAll(storage, "logos/")).files.map((f) => f.key)).toEqual([logo]);
    expect((await listAll(storage, "avatars/")).files).toEqual([]);
  });

  it("deletes a listed file only while it is the file listed", async () => {
    const [kept, rewritten, gone] = [1, 2, 3].map(() => generateKey("documents", "txt")) as [string, string, string];
    for (const key of [kept, rewritten, gone]) await storage.put(key, encode(`first ${key}`), "text/plain");
    const listed = new Map((await listAll(storage)).files.map((file) => [file.key, file]));
    await storage.put(rewritten, encode("written again after the listing"), "text/plain");
    await storage.delete(gone);

    const file = (key: string) => listed.get(key) ?? expect.unreachable(`${key} was not listed`);
    expect(await storage.deleteIfUnchanged(file(kept))).toBe(true);
    expect(await storage.get(kept)).toBeNull();
    expect(await storage.deleteIfUnchanged(file(rewritten))).toBe(false);
    expect(await text((await storage.get(rewritten))?.body)).toBe("written again after the listing");
    expect(await storage.deleteIfUnchanged(file(gone))).toBe(false);
    expect((await store.storedNames()).filter((name) => !name.endsWith(".meta"))).toEqual([`private/${rewritten}`]);
  });
});
