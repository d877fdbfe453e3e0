import { existsSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { samplePdf } from "../../lib/sample-pdf";
import { registerInvestor } from "../../testing/accounts";
import { founderWithBusiness } from "../../testing/catalogue";
import { INFECTED } from "../../testing/clamav/scanned-uploads";
import { fetchLink, linkFor, sharedDocuments } from "../../testing/document-links";
import { FILES, uploadToLibrary } from "../../testing/due-diligence-documents";
import { pngImage } from "../../testing/images";
import { founder } from "../../testing/messaging";
import { createTestBucket, type TestBucket } from "../../testing/s3/test-bucket";
import { createClient, createTestApp, TEST_ORIGIN } from "../../testing/test-app";
import { createUploadScanner } from "../clamav/upload-scanner";

// The whole app with S3_BUCKET set, on a real S3-protocol server (s3rver): uploads land in the
// bucket and nowhere on disk, public images keep their /files/public URLs, and documents are still
// read through their routes, so the session checks and the investor's watermark hold.

let t: Awaited<ReturnType<typeof createTestApp>>;
let bucket: TestBucket;
beforeAll(async () => {
  bucket = await createTestBucket();
  t = await createTestApp({ rateLimit: "off", env: bucket.env });
});
afterAll(async () => {
  await t.close();
});

const onDisk = () => existsSync(path.join(t.dataDir, "files"));
const cookieOf = (client: ReturnType<typeof createClient>) => [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");

describe("the app on an S3 bucket", () => {
  it("says at start where files go", () => {
    expect(t.logs.map((entry) => entry.message)).toContain(
      `uploaded files are stored in the bucket ${bucket.settings.bucket}`,
    );
  });

  it("stores an avatar in the bucket and serves it at its public URL", async () => {
    const client = createClient(t.app);
    await registerInvestor(client);
    const avatar = pngImage(32, 32);
    const form = new FormData();
    form.set("file", new File([avatar], "me.png", { type: "image/png" }));
    const res = await t.app.request("/api/uploads/images?folder=avatars", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie: cookieOf(client) },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url, path: key } = (await res.json()) as { url: string; path: string };
    expect(url).toBe(`/files/public/${key}`);
    expect(await bucket.objectNames()).toContain(`public/${key}`);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-length")).toBe(String(avatar.length));
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(avatar);
    expect((await t.app.request(`/files/public/${key.replace(/\.png$/, ".gif")}`)).status).toBe(404);
    expect(onDisk()).toBe(false);
  });

  it("gives the investor a stamped copy of a document from the bucket, the founder the original, a stranger nothing", async () => {
    const { f, i, deck, plan, deckBytes } = await sharedDocuments(t);
    const names = await bucket.objectNames();
    expect(names.filter((name) => name.startsWith(`private/due-diligence-docs/${f.profile.id}/`))).toHaveLength(2);

    const investorCopy = await fetchLink(t, i.client, await linkFor(i.client, deck.id));
    expect([investorCopy.status, investorCopy.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(investorCopy.bytes).not.toEqual(deckBytes);
    expect((await PDFDocument.load(investorCopy.bytes)).getPageCount()).toBe(1);
    expect((await fetchLink(t, f.client, await linkFor(f.client, deck.id))).bytes).toEqual(deckBytes);
    expect((await fetchLink(t, i.client, await linkFor(i.client, plan.id))).bytes).toEqual(FILES.txt);

    const stranger = await founder(t);
    const refused = await fetchLink(t, stranger.client, await linkFor(i.client, deck.id));
    expect([refused.status, refused.text.includes("%PDF")]).toEqual([404, false]);
    expect(onDisk()).toBe(false);
  });

  it("streams a document of several parts into the bucket and back out whole", async () => {
    const owner = await founderWithBusiness(t.app);
    // A real PDF padded after its end to 7 MB: two parts of a multipart upload.
    const head = [...samplePdf("Deck", ["A large deck"]), ...new TextEncoder().encode("\n%")];
    const large = new Uint8Array(7 * 1024 * 1024).fill(0x20);
    large.set(head);
    const put = await uploadToLibrary(t, owner.client, "pitch_deck", "large.pdf", large);
    expect(put.status, JSON.stringify(put.json)).toBe(201);

    const opened = await owner.client.post(`/api/due-diligence/library/${put.json.document.id}/open`);
    const file = await fetchLink(t, owner.client, opened.json.url);
    expect([file.status, file.headers.get("content-length")]).toEqual([200, String(large.length)]);
    expect(Buffer.from(file.bytes).equals(Buffer.from(large))).toBe(true);
    expect(onDisk()).toBe(false);
  });

  it("puts nothing in the bucket when the scanner flags an upload", async () => {
    const owner = await founderWithBusiness(t.app);
    const before = await bucket.objectNames();
    t.deps.scanner = createUploadScanner(inject("clamdSocket"), 30_000);
    try {
      const refused = await uploadToLibrary(t, owner.client, "pitch_deck", "deck.pdf", INFECTED.pdf);
      expect([refused.status, refused.json.error.code]).toEqual([422, "FILE_INFECTED"]);
    } finally {
      t.deps.scanner = null;
    }
    expect(await bucket.objectNames()).toEqual(before);
  });
});
