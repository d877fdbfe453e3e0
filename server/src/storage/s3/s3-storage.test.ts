import { describe, expect, it } from "vitest";
import { createTestBucket } from "../../testing/s3/test-bucket";
import { generateKey } from "../keys";
import type { ListedFile } from "../storage";
import { keyOfObject, objectNameOf } from "./object-names";
import { openBucket } from "./open-bucket";
import { versionOf } from "./s3-list";
import { createS3Storage } from "./s3-storage";

// What only the bucket driver has: object names, ListObjectsV2's pages, versions that tell a file
// sent again from the one listed, and the check of the bucket at start. The rest of what it
// promises is in ../storage-contract.test.ts, run on both drivers.

const encode = (text: string) => new TextEncoder().encode(text);

async function listed(storage: ReturnType<typeof createS3Storage>, prefix?: string) {
  const pages: ListedFile[][] = [];
  for await (const page of storage.list(prefix)) pages.push(page);
  return pages;
}

describe("the bucket's object names", () => {
  it("put each key under its visibility, and read back only keys that belong there", () => {
    const logo = generateKey("logos", "png");
    const deck = generateKey("due-diligence-docs/f1/p1", "pdf");
    expect(objectNameOf(logo)).toBe(`public/${logo}`);
    expect(objectNameOf(deck)).toBe(`private/${deck}`);
    expect(keyOfObject(`public/${logo}`)).toBe(logo);
    expect(keyOfObject(`private/${deck}`)).toBe(deck);
    for (const stray of [`private/${logo}`, `public/${deck}`, logo, `other/${logo}`, "private/", "public/a.txt"]) {
      expect(keyOfObject(stray), stray).toBeNull();
    }
    expect(() => objectNameOf("../private/x")).toThrow(/Invalid storage key/);
  });
});

describe("the bucket driver", () => {
  it("lists a page per ListObjectsV2 call, over both halves of the bucket", async () => {
    const bucket = await createTestBucket();
    const storage = createS3Storage({ client: bucket.client, bucket: bucket.settings.bucket, listPageSize: 2 });
    const keys = [...Array.from({ length: 5 }, () => generateKey("documents", "pdf")), generateKey("avatars", "png")];
    for (const key of keys) await storage.put(key, encode(key), "application/octet-stream");

    const pages = await listed(storage);
    expect(pages.map((page) => page.length)).toEqual([1, 2, 2, 1]);
    expect(
      pages
        .flat()
        .map((file) => file.key)
        .sort(),
    ).toEqual([...keys].sort());
  });

  it("tells the file listed from the same bytes sent again under its key a second later", async () => {
    const bucket = await createTestBucket();
    const storage = createS3Storage({ client: bucket.client, bucket: bucket.settings.bucket });
    const key = generateKey("documents", "pdf");
    await storage.put(key, encode("%PDF-1.7 deck"), "application/pdf");
    const [file] = (await listed(storage)).flat();
    if (!file) throw new Error("not listed");
    // The same ETag (the bytes' MD5) from the second before: what the sweep would hold had it
    // listed the first upload, and the founder then sent the same file again.
    const etag = file.version.slice(file.version.indexOf(":") + 1);
    const earlier = { ...file, version: versionOf(etag, new Date(file.modifiedAt.getTime() - 1000)) };
    expect(await storage.deleteIfUnchanged(earlier)).toBe(false);
    expect(await storage.get(key)).not.toBeNull();
    expect(await storage.deleteIfUnchanged(file)).toBe(true);
    expect(await bucket.objectNames()).toEqual([]);
  });

  it("reads a version that changes with the bytes and with the second they were written", () => {
    const at = new Date("2026-11-26T10:00:00.400Z");
    expect(versionOf('"abc"', at)).toBe(versionOf('"abc"', new Date("2026-11-26T10:00:00.900Z")));
    expect(versionOf('"abc"', at)).not.toBe(versionOf('"abd"', at));
    expect(versionOf('"abc"', at)).not.toBe(versionOf('"abc"', new Date("2026-11-26T10:00:01.000Z")));
  });

  it("opens a bucket that answers, and refuses at start one that does not, naming it", async () => {
    const bucket = await createTestBucket();
    const { storage } = await openBucket(bucket.settings);
    expect(storage.publicUrl("logos/1717171717171-0123456789abcdef01234567.png")).toBe(
      "/files/public/logos/1717171717171-0123456789abcdef01234567.png",
    );
    await expect(openBucket({ ...bucket.settings, bucket: "kuza-no-such-bucket" })).rejects.toThrow(
      /The bucket kuza-no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used \(HTTP 404\)/,
    );
    await expect(
      // s3rver knows one access key (it does not check V4 signatures, so a wrong secret passes).
      openBucket({ ...bucket.settings, credentials: { accessKeyId: "NOBODY", secretAccessKey: "S3RVER" } }),
    ).rejects.toThrow(/cannot be used \(HTTP 403\)/);
  });
});
