import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { currentLocale, type Locale } from "@domain/i18n/locales";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { AppEnv } from "../app-env";

// The build (vite.config.ts) writes a brotli (.br) and a gzip (.gz) copy beside every text file,
// compressed once at the highest level, so the server never compresses on the fly: a phone on
// a slow or metered network downloads about a third of the bytes.

export type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** Hashed file names change with their content: a browser may keep them for a year unasked. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (the HTML, favicon, theme script) is checked with the server on every use. */
export const REVALIDATE = "no-cache";

/**
 * The compressed encodings the client accepts, best first: brotli, then gzip. Reads q-values
 * (`br;q=0` refuses brotli); `*` stands for any encoding not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((encoding) => (quality.get(encoding) ?? wildcard) > 0);
}

async function fileStats(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The file under `root` a URL path names, or null for folders, hidden or escaping paths and bad escapes. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s.startsWith(".") || s.includes("\\") || s.includes("\0")))
    return null;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Answers with `file` in the best encoding the client accepts that the build wrote, or as it is.
 * `vary: accept-encoding` whenever compressed copies exist, so a shared cache keeps them apart.
 * Files that are revalidated get an ETag (per encoding), so an unchanged one costs a 304.
 */
async function send(
  c: Context<AppEnv>,
  file: string,
  cacheControl: string,
  language?: Locale,
): Promise<Response | null> {
  const original = await fileStats(file);
  if (!original) return null;
  const variants: Array<{ encoding: Encoding; file: string; size: number; mtimeMs: number }> = [];
  for (const encoding of ["br", "gzip"] as const) {
    const stats = await fileStats(file + SUFFIX[encoding]);
    if (stats) variants.push({ encoding, file: file + SUFFIX[encoding], size: stats.size, mtimeMs: stats.mtimeMs });
  }
  const accepted = acceptedEncodings(c.req.header("accept-encoding"));
  const chosen = accepted.map((e) => variants.find((v) => v.encoding === e)).find(Boolean);
  const headers: Record<string, string> = {
    "content-type": getMimeType(file) ?? "application/octet-stream",
    "cache-control": cacheControl,
  };
  // A page's HTML depends on the reader's language (their cookie, else their browser's).
  const vary = [variants.length > 0 ? "accept-encoding" : null, language ? "cookie, accept-language" : null];
  if (vary.some(Boolean)) headers.vary = vary.filter(Boolean).join(", ");
  if (language) headers["content-language"] = language;
  if (chosen) headers["content-encoding"] = chosen.encoding;
  if (cacheControl !== IMMUTABLE) {
    const { size, mtimeMs } = chosen ?? original;
    const etag = `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}${chosen ? `-${chosen.encoding}` : ""}${language ? `-${language}` : ""}"`;
    headers.etag = etag;
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
      return c.body(null, 304, headers);
  }
  const body = await readFile(chosen?.file ?? file);
  headers["content-length"] = String(body.byteLength);
  return c.body(body, 200, headers);
}

/**
 * The language of the page to send: the request's, as requestLocale (mounted first) decided it
 * from the kuza-locale cookie, which the web app sets from a visitor's switch or a user's profile,
 * else from the browser's languages.
 */
const pageLanguage = (): Locale => currentLocale();

/** A language's HTML shells: English at the root of the build, the others in <root>/<locale>/ (scripts/build-web.mjs). */
function shellsOf(root: string, language: Locale) {
  const folder = language === "en" ? root : path.join(root, language);
  const index = path.join(folder, "index.html");
  if (!existsSync(index)) return null;
  const landing = path.join(folder, "landing.html");
  return { index, landing: existsSync(landing) ? landing : null };
}

/**
 * Serves the built single-page app: hashed assets (/assets/*) cached for a year, everything else
 * revalidated. `/` is the landing page pre-rendered at build time (landing.html) when the build
 * has it; every other non-API path that is not a file gets index.html, so the client router
 * decides (including its 404 page). Both come in the reader's language (pageLanguage), built
 * apart so the first paint never shows the other language. A missing /assets/ file is a 404, not
 * the HTML: a stale tab asking for a chunk of an older build must not get a page where it expects
 * a script.
 */
export function mountWeb(app: Hono<AppEnv>, distDir: string): boolean {
  const root = path.resolve(distDir);
  const english = shellsOf(root, "en");
  if (!english) return false;
  const shells = { en: english, fr: shellsOf(root, "fr") ?? english };
  app.get("*", async (c, next) => {
    const requested = c.req.path;
    const isAsset = requested.startsWith("/assets/");
    if (requested === "/") {
      const language = pageLanguage();
      const landing = shells[language].landing;
      const sent = landing && (await send(c, landing, REVALIDATE, language));
      if (sent) return sent;
    }
    const file = fileFor(root, requested);
    const sent = file && !isShell(root, file) && (await send(c, file, isAsset ? IMMUTABLE : REVALIDATE));
    if (sent) return sent;
    if (isAsset) return c.text("Not found", 404, { "cache-control": REVALIDATE });
    return next();
  });
  app.get("*", async (c) => {
    const language = pageLanguage();
    return (await send(c, shells[language].index, REVALIDATE, language)) ?? c.text("Not found", 404);
  });
  return true;
}

/** The HTML shells are answered for pages, in the reader's language, never as files by their own path. */
function isShell(root: string, file: string): boolean {
  const relative = path.relative(root, file).split(path.sep);
  const name = relative.at(-1) ?? "";
  return /^(index|landing)\.html(\.br|\.gz)?$/.test(name) && relative.length <= 2;
}
