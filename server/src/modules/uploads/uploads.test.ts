import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "@domain/constants/uploads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey } from "../../storage/keys";
import { expectErrorBody, registerFounder, registerInvestor } from "../../testing/accounts";
import { gifHeader, jpegHeader, pngHeader, webpExtendedHeader } from "../../testing/image-headers";
import { createClient, createTestApp, TEST_ORIGIN } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  const client = createClient(t.app);
  await registerFounder(client);
  cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
});
afterAll(() => t.close());

/** Every public file stored so far. */
async function storedKeys(): Promise<string[]> {
  const dir = path.join(t.dataDir, "files", "public");
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : [];
}

/** A real 1x1 PNG. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function form(bytes: Uint8Array, name = "logo.png", type = "image/png") {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return data;
}

async function upload(body: BodyInit, folder: string | null = "logos", headers: Record<string, string> = { cookie }) {
  const query = folder === null ? "" : `?folder=${encodeURIComponent(folder)}`;
  const res = await t.app.request(`/api/uploads/images${query}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

describe("POST /api/uploads/images", () => {
  it("answers 401 to a signed-out visitor", async () => {
    const res = await upload(form(PNG_1PX), "logos", {});
    expect(res.status).toBe(401);
    expectErrorBody(res.json, "UNAUTHENTICATED");
  });

  it("stores a real PNG under a server-made name, then serves it publicly with its type", async () => {
    const res = await upload(form(PNG_1PX, "../../../etc/passwd.html", "text/html"), "logos");
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.path).toMatch(/^logos\/\d{13}-[0-9a-f]{24}\.png$/);
    expect(res.json.url).toBe(`/files/public/${res.json.path}`);

    const served = await t.app.request(res.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1PX);
  });

  it("lets any signed-in role upload to each image folder, typed by the bytes", async () => {
    const investor = createClient(t.app);
    await registerInvestor(investor);
    const investorCookie = [...investor.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const gif = new Uint8Array([...Buffer.from("GIF89a"), 1, 0, 1, 0, 0, 0, 0]);
    for (const folder of ["avatars", "banners"]) {
      const res = await upload(form(gif, "photo.png", "image/png"), folder, { cookie: investorCookie });
      expect(res.status).toBe(201);
      expect(res.json.path).toMatch(new RegExp(`^${folder}/\\d+-[0-9a-f]+\\.gif$`));
      expect((await t.app.request(res.json.url)).headers.get("content-type")).toBe("image/gif");
    }
  });

  it("refuses a 6 MB file with 413 and the spec's text", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG_1PX);
    const res = await upload(form(big));
    expect(res.status).toBe(413);
    expectErrorBody(res.json, "PAYLOAD_TOO_LARGE");
    expect(res.json.error.message).toBe(UPLOAD_MESSAGES.tooLargeText);
  });

  it("accepts an image of exactly 5 MB", async () => {
    const limit = new Uint8Array(IMAGE_MAX_BYTES);
    limit.set(PNG_1PX);
    expect((await upload(form(limit))).status).toBe(201);
  });

  it("stops reading a 50 MB body soon after the limit instead of buffering it", async () => {
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request("/api/uploads/images?folder=logos", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie, "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(IMAGE_MAX_BYTES + 512 * 1024);
  });

  it("refuses a declared 50 MB body before reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request(`${TEST_ORIGIN}/api/uploads/images?folder=logos`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body,
      duplex: "half",
    } as RequestInit);
    const res = await t.app.fetch(request);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(UPLOAD_MESSAGES.tooLargeText);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it.each([
    ["an HTML page named x.png", "<!doctype html><html><script>alert(document.cookie)</script></html>"],
    ["an SVG named x.png", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ["a text file named x.png", "hello"],
  ])("refuses %s with 400", async (_, content) => {
    const res = await upload(form(new TextEncoder().encode(content), "x.png", "image/png"));
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it.each([
    ["PNG", "avatars", pngHeader(20_000, 20_000)],
    ["JPEG", "logos", jpegHeader(10_001, 10)],
    ["GIF", "banners", gifHeader(8_000, 5_001)],
    ["WebP", "avatars", webpExtendedHeader(6_325, 6_325)],
  ])(
    "refuses a %s in %s that declares too many pixels, in the reader's language, and keeps nothing",
    async (_, folder, bytes) => {
      const before = await storedKeys();
      for (const [language, size] of [
        ["en", "10,000 pixels"],
        ["fr", "10\u202f000\u00a0pixels"],
      ] as const) {
        const res = await upload(form(bytes, "x.png"), folder, { cookie, "accept-language": language });
        expect(res.status).toBe(400);
        expectErrorBody(res.json, "VALIDATION_FAILED");
        expect(res.json.error.fields.file).toEqual([res.json.error.message]);
        expect(res.json.error.message).toContain(size);
      }
      expect(await storedKeys()).toEqual(before);
    },
  );

  it("accepts an image at the limits: 10,000 pixels a side and 40 megapixels", async () => {
    for (const bytes of [pngHeader(10_000, 4_000), jpegHeader(4_000, 10_000), gifHeader(10_000, 1)]) {
      expect((await upload(form(bytes))).status).toBe(201);
    }
  });

  it("refuses an image whose header does not say its size", async () => {
    const res = await upload(form(pngHeader(10, 10).slice(0, 16)));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it("refuses a body without a file part, or one that is not multipart", async () => {
    const noFile = new FormData();
    noFile.set("file", "not a file");
    expect((await upload(noFile)).status).toBe(400);
    expect((await upload(new FormData())).status).toBe(400);
    const json = await upload(JSON.stringify({ file: "x" }), "logos", { cookie, "content-type": "application/json" });
    expect(json.status).toBe(400);
    expect(json.json.error.code).toBe("VALIDATION_FAILED");
  });

  it.each([["secrets"], ["../logos"], ["documents"], [""], [null]])(
    "refuses the folder %j with 400",
    async (folder) => {
      const res = await upload(form(PNG_1PX), folder);
      expect(res.status).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
      expect(res.json.error.fields.folder).toBeDefined();
    },
  );

  it("is described in the OpenAPI document", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    expect(doc.paths["/api/uploads/images"].post.requestBody.content).toHaveProperty("multipart/form-data");
    expect(doc.paths["/api/files/private"]).toBeUndefined();
  });
});

describe("GET /files/public/{folder}/{name}", () => {
  it("answers 404 for a missing file, a private folder or a malformed name", async () => {
    const missing = generateKey("logos", "png");
    expect((await t.app.request(`/files/public/${missing}`)).status).toBe(404);

    const doc = generateKey("documents", "txt");
    await t.deps.storage.put(doc, new TextEncoder().encode("private"), "text/plain");
    expect((await t.app.request(`/files/public/${doc}`)).status).toBe(404);

    for (const path of [
      "/files/public/logos/..%2f..%2fauth-secret",
      "/files/public/logos/x.png",
      "/files/public/../auth-secret",
    ]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });
});

describe("private files", () => {
  it("have no bearer path: the old signed /api/files/private link answers 404 and no bytes, signed in or not", async () => {
    const key = generateKey("documents", "txt");
    await t.deps.storage.put(key, new TextEncoder().encode("term sheet"), "text/plain");
    const url = `/api/files/private?${new URLSearchParams({ path: key, expires: "9999999999", signature: "x" })}`;
    for (const headers of [{}, { cookie }] as Array<Record<string, string>>) {
      const res = await t.app.request(url, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("term sheet");
    }
    expect((await t.app.request(`/files/private/${key}`)).status).toBe(404);
  });
});
