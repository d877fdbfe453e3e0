import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Manifest } from "../web-perf/web-budgets";
import { staticRuntime } from "./locale-build";
import { precompressDir } from "./precompress";
import { withPlaceholder, withPrerendered } from "./prerender-landing";
import { pageStartScript, routePreloads, withRoutePreloads } from "./route-preloads";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("withPrerendered", () => {
  const html = withPrerendered(INDEX, "<h1>Fund or Get Funded</h1>", ["assets/landing-D.js"]);

  it("fills #root and keeps the stylesheet, so the page paints with the HTML and the CSS alone", () => {
    expect(html).toContain('<div id="root"><h1>Fund or Get Funded</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it("starts the app's code after the first paint instead of from <head>", () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-A.js" data-preload="/assets/react-B.js /assets/landing-D.js"></script>',
    );
  });

  it("refuses a page it cannot fill", () => {
    expect(() => withPrerendered(INDEX.replace('<div id="root"></div>', ""), "x")).toThrow(/no empty/);
    expect(() => withPrerendered(INDEX.replace(/<script type="module".*<\/script>/, ""), "x")).toThrow(
      /no module script/,
    );
  });
});

describe("withPlaceholder", () => {
  it("puts the loading markup in #root and leaves the scripts where they start, in <head>", () => {
    const html = withPlaceholder(INDEX, '<div data-placeholder><span role="status">Loading</span></div>');
    expect(html).toContain('<div id="root"><div data-placeholder><span role="status">Loading</span></div></div>');
    expect(html.replace(/<div id="root">.*<\/div>/, '<div id="root"></div>')).toBe(INDEX);
  });

  it("refuses a page without an empty #root", () => {
    expect(() => withPlaceholder(INDEX.replace('<div id="root"></div>', ""), "x")).toThrow(/no empty/);
  });
});

describe("route preloads", () => {
  const manifest: Manifest = {
    "index.html": { file: "assets/index-A.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-B.js" },
    "_forms.js": { file: "assets/forms-E.js", imports: ["_react.js"] },
    "src/features/accounts/pages/login-page.tsx": { file: "assets/login-F.js", imports: ["index.html", "_forms.js"] },
    "src/features/deals/pages/deals-page.tsx": { file: "assets/deals-G.js", imports: ["index.html"] },
    "src/features/businesses/pages/businesses-page.tsx": { file: "assets/biz-H.js", imports: ["index.html"] },
    "_shell.js": { file: "assets/shell-I.js", imports: ["index.html"], css: ["assets/shell.css"] },
  };
  const chunkModules = { "assets/shell-I.js": ["src/app/shell/signed-in-shell.tsx"] };
  const routes = `const STANDALONE = {
    "/login": { title: "Sign In", load: lazyPage(() => import("@web/features/accounts/pages/login-page"), "LoginPage") },
  };
  const FRAMED = {
    "/businesses": { title: "Explore", load: lazyPage(() => import("@web/features/businesses/pages/businesses-page"), "B") },
    "/deals": { title: "Deals", load: lazyPage(() => import("@web/features/deals/pages/deals-page"), "DealsPage") },
    "/help": { title: "Help" },
  };`;

  it("lists each route's files beyond the entry's, with the shell for members' pages only", () => {
    expect(routePreloads(manifest, chunkModules, routes)).toEqual({
      "/login": ["/assets/forms-E.js", "/assets/login-F.js"],
      "/businesses": ["/assets/biz-H.js"],
      "/deals": ["/assets/deals-G.js", "/assets/shell-I.js"],
      "/help": ["/assets/shell-I.js"],
    });
  });

  it("replaces the theme script with page-start.js, which carries the table", () => {
    const html = withRoutePreloads(INDEX, { "/login": ["/assets/login-F.js"] });
    expect(html).toContain(`<script src="/page-start.js" data-routes='{"/login":["/assets/login-F.js"]}'></script>`);
    expect(html).not.toContain("theme-init.js");
    expect(() => withRoutePreloads(INDEX, { "/it's": [] })).toThrow(/HTML attribute/);
  });

  it("runs the real theme script, then asks for the session and preloads the route's chunks", () => {
    const publicDir = path.resolve(import.meta.dirname, "../../web/public");
    const script = pageStartScript(
      readFileSync(path.join(publicDir, "theme-init.js"), "utf8"),
      readFileSync(path.join(publicDir, "preload-route.js"), "utf8"),
    );
    const done: string[] = [];
    const links: { rel: string; href: string }[] = [];
    const page = {
      localStorage: { getItem: () => "dark" },
      matchMedia: () => ({ matches: false }),
      location: { pathname: "/deals" },
      fetch: (url: string) => done.push(`fetch ${url}`),
      document: {
        documentElement: { classList: { add: (name: string) => done.push(`class ${name}`) } },
        currentScript: {
          dataset: { routes: JSON.stringify({ "/deals": ["/assets/deals-G.js"], "/login": ["/x.js"] }) },
        },
        createElement: () => ({ rel: "", href: "", crossOrigin: null }),
        head: { append: (link: { rel: string; href: string }) => links.push(link) },
      },
    };
    runInNewContext(script, Object.assign(page, { window: page }));
    expect(done).toEqual(["class dark", "fetch /api/session"]);
    expect(links.map((l) => [l.rel, l.href])).toEqual([["modulepreload", "/assets/deals-G.js"]]);
  });
});

describe("precompressDir", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kuza-precompress-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes brotli and gzip copies of text files worth compressing, and of nothing else", async () => {
    const script = `export const x = "${"kuza ".repeat(200)}";\n`;
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, ".vite"));
    writeFileSync(path.join(dir, "assets", "app.js"), script);
    writeFileSync(path.join(dir, "tiny.css"), "a{}");
    writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(4096, 1));
    writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify({ x: "y".repeat(1000) }));
    expect(await precompressDir(dir)).toBe(1);
    const file = path.join(dir, "assets", "app.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    for (const skipped of ["tiny.css", "logo.png", ".vite/manifest.json"])
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
  });
});

describe("the runtime of a one-language build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kuza-runtime-"));
  afterAll(() => {
    vi.unstubAllGlobals();
    rmSync(dir, { recursive: true, force: true });
  });

  it("always speaks the build's language, and reloads the page to change it", async () => {
    const file = path.join(dir, "runtime.mjs");
    writeFileSync(file, staticRuntime("fr"));
    const runtime = await import(pathToFileURL(file).href);
    expect([runtime.getLocale(), runtime.experimentalStaticLocale, runtime.baseLocale]).toEqual(["fr", "fr", "en"]);
    expect(runtime.locales).toEqual(["en", "fr"]);
    expect([runtime.isLocale("en"), runtime.isLocale("de")]).toEqual([true, false]);
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    runtime.setLocale("fr", { reload: false });
    expect(reload).not.toHaveBeenCalled();
    runtime.setLocale("en", { reload: false });
    expect(reload).toHaveBeenCalledOnce();
  });
});
