import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROUTE_ACCESS } from "@domain/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_MODULES_FILE } from "./vite-plugins/chunk-modules";
import { COMPILE_HINT } from "./vite-plugins/compile-hints";
import {
  BUDGETS,
  chunkKeyOf,
  ENTRY_KEY,
  filesOf,
  htmlOfRoute,
  KB,
  type Manifest,
  OVER_BUDGET,
  overBudget,
  type RouteLoad,
  routeLoads,
  routesFromSource,
} from "./web-perf/web-budgets";

// The budgets of docs/performance.md, on the production build: WEB_BUDGET_DIST_DIR names a fresh
// build to read (e.g. dist/web right after `npm run build`); otherwise this file builds once into
// a temporary folder (about 20 s). The arithmetic itself is tested in web-perf/web-budgets.test.ts.

const routesSource = readFileSync("web/src/app/routes.tsx", "utf8");

// Each language is its own build (decision 019): English in the folder, French in fr/ with its
// own manifest, the hashed assets shared. Every budget holds in both.
const LANGUAGES = [
  { locale: "en", folder: "" },
  { locale: "fr", folder: "fr" },
] as const;

describe("the production build", () => {
  const given = process.env.WEB_BUDGET_DIST_DIR;
  let dist = "";
  const built: Record<string, { manifest: Manifest; chunkModules: Record<string, string[]>; loads: RouteLoad[] }> = {};
  const read = (file: string) => readFileSync(path.join(dist, file));

  beforeAll(() => {
    dist = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), "kuza-budget-"));
    if (!given) {
      // Vitest sets NODE_ENV=test, which Vite would follow into React's development build.
      const result = spawnSync("node", ["scripts/build-web.mjs", "--outDir", dist, "--logLevel", "warn"], {
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "production" },
      });
      if (result.status !== 0) throw new Error(`the web build failed:\n${result.stderr}`);
    }
    const gzipBytes = (file: string) => gzipSync(read(file), { level: 9 }).byteLength;
    const kb = (n: number) => `${(n / KB).toFixed(1)} KB`.padStart(9);
    for (const { locale, folder } of LANGUAGES) {
      const manifest = JSON.parse(read(path.join(folder, ".vite/manifest.json")).toString()) as Manifest;
      const chunkModules = JSON.parse(read(path.join(folder, CHUNK_MODULES_FILE)).toString()) as Record<
        string,
        string[]
      >;
      const htmlOf = (route: string) => read(path.join(folder, htmlOfRoute(route))).toString();
      const loads = routeLoads(manifest, chunkModules, routesFromSource(routesSource), gzipBytes, htmlOf);
      built[locale] = { manifest, chunkModules, loads };
      console.log(`first load per route (gzip, ${locale}), from ${dist}:`);
      for (const l of loads)
        console.log(
          `  ${l.path.padEnd(46)} JS ${kb(l.jsBytes)}  CSS ${kb(l.cssBytes)}${OVER_BUDGET[l.path] ? "  (exception)" : ""}`,
        );
    }
  }, 240_000);

  afterAll(() => {
    if (!given && dist) rmSync(dist, { recursive: true, force: true });
  });

  const of = (locale: string) => built[locale] as (typeof built)[string];

  it.each(LANGUAGES)("finds a page for every route the app knows ($locale)", ({ locale }) => {
    expect(
      of(locale)
        .loads.map((l) => l.path)
        .sort(),
    ).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it("keeps every route within its budget, or its exception's ceiling, in every language", () => {
    const problems = LANGUAGES.map(({ locale }) => ({ locale, problems: overBudget(of(locale).loads) }));
    // An exception goes once its route fits in every language (a French page is about 1 KB heavier).
    const fits = (p: string) => p.endsWith("remove its exception");
    const fitsEverywhere = (p: string) => problems.every((l) => l.problems.includes(p));
    const left = problems.flatMap(({ locale, problems }) =>
      problems.filter((p) => !fits(p) || fitsEverywhere(p)).map((p) => `${locale} ${p}`),
    );
    expect(left).toEqual([]);
    expect(BUDGETS).toEqual({ landingJs: 110 * KB, routeJs: 170 * KB, css: 20 * KB });
  });

  it.each(LANGUAGES)("carries one language's texts only ($locale)", ({ locale }) => {
    // Texts of domain/messages that a visitor's first page uses, read in the other language.
    const other = { en: /jours restants|à l’instant|à l'instant/, fr: /days left|just now/ }[locale];
    const { manifest } = of(locale);
    const files = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js"));
    expect(files.filter((file) => other.test(read(file).toString()))).toEqual([]);
  });

  it.each(LANGUAGES)(
    "gives a visitor on the landing page and the catalogue no shell, form library or schema library ($locale)",
    ({ locale }) => {
      const { manifest, chunkModules } = of(locale);
      const forbidden = [
        /node_modules\/zod\//,
        /node_modules\/react-hook-form\//,
        /node_modules\/@hookform\//,
        /node_modules\/sonner\//,
        /node_modules\/@radix-ui\/react-(dialog|dropdown-menu|menu|popper)\//,
        /^src\/app\/shell\//,
        /^src\/features\/(notifications|search)\//,
      ];
      for (const route of ["/", "/businesses", "/businesses/:id"]) {
        const page = routesFromSource(routesSource).find((r) => r.path === route)?.module as string;
        const { js } = filesOf(manifest, [ENTRY_KEY, chunkKeyOf(manifest, chunkModules, page)]);
        const modules = js.flatMap((file) => chunkModules[file] ?? []);
        expect(modules.length, route).toBeGreaterThan(0);
        expect(
          modules.filter((m) => forbidden.some((p) => p.test(m))),
          route,
        ).toEqual([]);
      }
    },
  );

  // The pages whose first screen is a form (react-hook-form renders it); their zod comes with the
  // first focus (lazyZodResolver), and no page needs sonner before its first toast.
  const FORM_PAGES = [
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password",
    "/account/security",
    "/support",
    "/investor/profile",
    "/investor/preferences",
    "/founder/business",
    "/founder/campaigns/new",
    "/founder/campaigns/:id",
    "/founder/profile",
    "/admin/profile",
  ];

  it.each(LANGUAGES)(
    "loads no schema or toast library on any route's first load, the form library only on form pages ($locale)",
    ({ locale }) => {
      const { loads, chunkModules } = of(locale);
      const libraries = (load: RouteLoad) =>
        ["zod", "react-hook-form", "@hookform", "sonner"].filter((library) =>
          load.js.some((file) => (chunkModules[file] ?? []).some((m) => m.includes(`node_modules/${library}/`))),
        );
      const found = Object.fromEntries(loads.map((load) => [load.path, libraries(load)]));
      const expected = Object.fromEntries(
        loads.map((load) => [load.path, FORM_PAGES.includes(load.path) ? ["react-hook-form"] : []]),
      );
      expect(found).toEqual(expected);
    },
  );

  it.each(LANGUAGES)(
    "pre-renders the landing page in its language, and compresses what it serves ($locale)",
    ({ locale, folder }) => {
      const landing = read(path.join(folder, "landing.html")).toString();
      expect(landing).toMatch(/<div id="root"><div/);
      expect(landing).toContain("<h1");
      expect(landing).toContain(`<html lang="${locale}">`);
      const index = read(path.join(folder, "index.html")).toString();
      // Every other page paints the loading spinner, named in the page's language, before any script.
      expect(index).toMatch(/<div id="root"><div data-placeholder><div [^>]*><span role="status"/);
      expect(index).toContain(`<span class="sr-only">${locale === "fr" ? "Chargement" : "Loading"}</span>`);
      expect(index).toContain('<script type="module" crossorigin src="/');
      expect(index).toContain(`<html lang="${locale}">`);
      const entryJs = filesOf(of(locale).manifest, [ENTRY_KEY]).js;
      const largest = entryJs.reduce((a, b) =>
        statSync(path.join(dist, a)).size >= statSync(path.join(dist, b)).size ? a : b,
      );
      for (const file of [path.join(folder, "index.html"), path.join(folder, "landing.html"), largest])
        for (const suffix of [".br", ".gz"])
          expect(existsSync(path.join(dist, file + suffix)), file + suffix).toBe(true);
    },
  );

  it.each(LANGUAGES)(
    "asks V8 to compile the code every page starts with as it downloads, and no page's own chunk ($locale)",
    ({ locale }) => {
      const { manifest, chunkModules } = of(locale);
      const hinted = (file: string) => read(file).toString().startsWith(COMPILE_HINT);
      const entryJs = filesOf(manifest, [ENTRY_KEY]).js;
      expect(entryJs.length).toBeGreaterThan(1);
      expect(entryJs.filter((file) => !hinted(file))).toEqual([]);
      const matchmaking = routesFromSource(routesSource).find((r) => r.path === "/matchmaking")?.module as string;
      const pageJs = filesOf(manifest, [chunkKeyOf(manifest, chunkModules, matchmaking)]).js;
      expect(pageJs.filter((file) => !entryJs.includes(file) && hinted(file))).toEqual([]);
    },
  );
});
