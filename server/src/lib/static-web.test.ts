import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { acceptedEncodings, IMMUTABLE, REVALIDATE } from "./static-web";

// The whole app (security headers included) over a small build written here: each file with its
// brotli and gzip copies as the build writes them, some with only one copy or none.

const SCRIPT = `export const answer = ${"42 + ".repeat(200)}0;\n`;
const INDEX = `<!doctype html><html><body><div id="root"></div>${"<!-- shell -->".repeat(50)}</body></html>`;
const LANDING = `<!doctype html><html><body><div id="root"><h1>Fund or Get Funded</h1></div></body></html>`;
const CHROME = "gzip, deflate, br, zstd";
// The French build's shells (scripts/build-web.mjs puts them in fr/).
const INDEX_FR = `<!doctype html><html lang="fr"><body><div id="root"></div>${"<!-- coque -->".repeat(50)}</body></html>`;
const LANDING_FR = `<!doctype html><html lang="fr"><body><div id="root"><h1>Financez ou faites-vous financer</h1></div></body></html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let dist: string;

function write(file: string, text: string, copies: Array<"br" | "gz">) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (copies.includes("br")) writeFileSync(`${full}.br`, brotliCompressSync(text));
  if (copies.includes("gz")) writeFileSync(`${full}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "kuza-static-"));
  write("index.html", INDEX, ["br", "gz"]);
  write("landing.html", LANDING, ["br", "gz"]);
  write("assets/index-Ab12Cd34.js", SCRIPT, ["br", "gz"]);
  write("assets/index-Ef56Gh78.css", "body{margin:0}", ["gz"]);
  write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", []);
  write(".vite/manifest.json", "{}", []);
  write("fr/index.html", INDEX_FR, ["br", "gz"]);
  write("fr/landing.html", LANDING_FR, ["br", "gz"]);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("acceptedEncodings", () => {
  it.each([
    [undefined, []],
    ["", []],
    ["identity", []],
    [CHROME, ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["gzip;q=1.0, deflate", ["gzip"]],
    ["br;q=0, gzip", ["gzip"]],
    ["BR, GZIP", ["br", "gzip"]],
    ["*", ["br", "gzip"]],
    ["*;q=0.5, br;q=0", ["gzip"]],
  ])("%s -> %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe("hashed assets", () => {
  it("are sent as brotli when the browser accepts it, cached for a year", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": CHROME });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    const body = await bytes(res);
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("are sent as gzip when only gzip is accepted (or brotli is refused)", async () => {
    for (const accept of ["gzip", "gzip;q=1.0, deflate", "br;q=0, gzip"]) {
      const res = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": accept });
      expect(res.headers.get("content-encoding"), accept).toBe("gzip");
      expect(gunzipSync(await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it("are sent as they are when no compression is accepted, still varying by it", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Array<Record<string, string>>) {
      const res = await get("/assets/index-Ab12Cd34.js", headers);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect((await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it("fall back to the copy that exists: gzip when the build wrote no brotli", async () => {
    const res = await get("/assets/index-Ef56Gh78.css", { "accept-encoding": CHROME });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toMatch(/^text\/css/);
    expect(gunzipSync(await bytes(res)).toString()).toBe("body{margin:0}");
  });

  it("are a 404, not the page, when missing (a chunk of an older build)", async () => {
    const res = await get("/assets/index-Old00000.js", { "accept-encoding": CHROME });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).not.toMatch(/html/);
  });
});

describe("the HTML", () => {
  it("answers every app path with index.html, compressed, revalidated, with the CSP", async () => {
    for (const url of ["/businesses", "/founder/campaigns/123", "/no-such-page", "/index.html"]) {
      const res = await get(url, { "accept-encoding": CHROME });
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type"), url).toMatch(/^text\/html/);
      expect(res.headers.get("content-encoding"), url).toBe("br");
      expect(res.headers.get("vary"), url).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control"), url).toBe(REVALIDATE);
      expect(res.headers.get("content-security-policy"), url).toContain("script-src 'self'");
      expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), url).toBe("DENY");
      expect(brotliDecompressSync(await bytes(res)).toString(), url).toBe(INDEX);
    }
  });

  it("answers / with the pre-rendered landing page", async () => {
    const res = await get("/", { "accept-encoding": "gzip" });
    expect(res.headers.get("cache-control")).toBe(REVALIDATE);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(res)).toString()).toBe(LANDING);
  });

  it("costs a 304 when unchanged (ETag per encoding)", async () => {
    const first = await get("/businesses", { "accept-encoding": CHROME });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/businesses", { "accept-encoding": CHROME, "if-none-match": etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe(REVALIDATE);
    const gzip = await get("/businesses", { "accept-encoding": "gzip", "if-none-match": etag as string });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("etag")).not.toBe(etag);
  });
});

describe("other files", () => {
  it("serves an uncompressed public file as it is, revalidated, without vary", async () => {
    const res = await get("/favicon.svg", { "accept-encoding": CHROME });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(res.headers.get("cache-control")).toBe(REVALIDATE);
  });

  it("never serves hidden files or paths out of the build", async () => {
    for (const url of ["/.vite/manifest.json", "/assets/%2e%2e/%2e%2e/package.json", "/%E0%A4%A"]) {
      const res = await get(url);
      const text = await res.text();
      expect(text, url).not.toBe("{}");
      expect(text, url).not.toContain('"name"');
    }
  });

  it("answers unknown /files/ paths with 404, not the page", async () => {
    for (const url of [
      "/files",
      "/files/",
      "/files/nothing",
      "/files/public",
      "/files/public/avatars",
      "/files/public/avatars/a/b.png",
      "/files/private/report.pdf",
      "/files/index.html",
    ]) {
      const res = await get(url, { "accept-encoding": CHROME });
      expect(res.status, url).toBe(404);
      expect(res.headers.get("content-type"), url).toMatch(/json/);
      expect(await res.text(), url).not.toContain("<html");
    }
  });

  it("leaves /api to the API", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });
});

describe("the page's language", () => {
  const text = async (res: Response) => (await bytes(res)).toString();

  it("sends the French landing page and shell to a French browser, the English ones otherwise", async () => {
    const french = await get("/", { "accept-language": "fr-SN,fr;q=0.9,en;q=0.5" });
    expect(await text(french)).toBe(LANDING_FR);
    expect(french.headers.get("content-language")).toBe("fr");
    expect(french.headers.get("vary")).toMatch(/accept-language/i);
    expect(await text(await get("/deals", { "accept-language": "fr-CI" }))).toBe(INDEX_FR);
    expect(await text(await get("/", { "accept-language": "en-GB,fr;q=0.5" }))).toBe(LANDING);
    expect(await text(await get("/deals", { "accept-language": "de-DE" }))).toBe(INDEX);
    expect(await text(await get("/deals"))).toBe(INDEX);
  });

  it("follows the reader's choice (the kuza-locale cookie) over the browser's languages", async () => {
    const chosen = await get("/", { "accept-language": "en-US", cookie: "kuza-locale=fr" });
    expect(await text(chosen)).toBe(LANDING_FR);
    expect(await text(await get("/deals", { "accept-language": "fr", cookie: "kuza-locale=en" }))).toBe(INDEX);
    expect(await text(await get("/deals", { "accept-language": "fr", cookie: "kuza-locale=xx" }))).toBe(INDEX_FR);
  });

  it("gives each language its own ETag, so a cached English page is never revalidated as the French one", async () => {
    const en = await get("/deals", { "accept-encoding": CHROME });
    const fr = await get("/deals", { "accept-encoding": CHROME, cookie: "kuza-locale=fr" });
    expect(en.headers.get("etag")).not.toBe(fr.headers.get("etag"));
    const stale = await get("/deals", {
      "accept-encoding": CHROME,
      cookie: "kuza-locale=fr",
      "if-none-match": en.headers.get("etag") ?? "",
    });
    expect(stale.status).toBe(200);
  });

  it("never sends a shell by its own path", async () => {
    const res = await get("/fr/landing.html", { "accept-language": "en" });
    expect(await text(res)).toBe(INDEX);
  });
});
