import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROUTE_ACCESS } from "@domain/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_MODULES_FILE } from "./vite-plugins/chunk-modules";
import {
  BUDGETS,
  chunkKeyOf,
  ENTRY_KEY,
  filesOf,
  htmlFiles,
  htmlOfRoute,
  KB,
  type Manifest,
  OVER_BUDGET,
  overBudget,
  type RouteLoad,
  routeLoads,
  routesFromSource,
  SHELL_MODULE,
} from "./web-budgets";

// The budgets of docs/performance.md, on the production build: WEB_BUDGET_DIST_DIR names a fresh
// build to read (e.g. dist/web right after `npm run build`); otherwise this file builds once into
// a temporary folder (about 20 s).

const routesSource = readFileSync("web/src/app/routes.tsx", "utf8");

describe("the budget arithmetic", () => {
  // entry -> react; the page -> entry + forms; the shell -> its menus. Sizes are made up.
  const manifest: Manifest = {
    [ENTRY_KEY]: { file: "assets/index.js", isEntry: true, imports: ["_react.js"], css: ["assets/index.css"] },
    "_react.js": { file: "assets/react.js" },
    "_forms.js": { file: "assets/forms.js", imports: ["_react.js"] },
    "src/features/landing/pages/landing-page.tsx": { file: "assets/landing.js", imports: [ENTRY_KEY] },
    "src/features/accounts/pages/login-page.tsx": { file: "assets/login.js", imports: [ENTRY_KEY, "_forms.js"] },
    "src/features/deals/pages/deals-page.tsx": { file: "assets/deals.js", imports: [ENTRY_KEY] },
    // Merged into a shared chunk: the manifest names no module, chunk-modules.json does.
    "_shell.js": { file: "assets/shell.js", imports: [ENTRY_KEY], css: ["assets/shell.css"] },
  };
  const chunkModules = { "assets/shell.js": ["src/components/menu.tsx", SHELL_MODULE] };
  const source = `const STANDALONE = {
    "/": { title: "Home", load: lazyPage(() => import("@web/features/landing/pages/landing-page"), "LandingPage") },
    "/login": { title: "Sign In", load: lazyPage(() => import("@web/features/accounts/pages/login-page"), "LoginPage") },
  };
  const FRAMED = {
    "/deals": { title: "Deals", load: lazyPage(() => import("@web/features/deals/pages/deals-page"), "DealsPage") },
    "/help": { title: "Help" },
  };`;
  const sizes: Record<string, number> = {
    "assets/index.js": 60 * KB,
    "assets/react.js": 45 * KB,
    "assets/forms.js": 40 * KB,
    "assets/landing.js": 6 * KB,
    "assets/login.js": 3 * KB,
    "assets/deals.js": 4 * KB,
    "assets/shell.js": 30 * KB,
    "assets/index.css": 9 * KB,
    "assets/shell.css": 12 * KB,
  };
  const loads = routeLoads(manifest, chunkModules, routesFromSource(source), (f) => sizes[f] ?? 0);
  const byPath = Object.fromEntries(loads.map((l) => [l.path, l]));

  it("reads the route table: page modules, title pages, framed or not", () => {
    expect(routesFromSource(source)).toEqual([
      { path: "/", module: "src/features/landing/pages/landing-page.tsx", framed: false },
      { path: "/login", module: "src/features/accounts/pages/login-page.tsx", framed: false },
      { path: "/deals", module: "src/features/deals/pages/deals-page.tsx", framed: true },
      { path: "/help", module: null, framed: true },
    ]);
  });

  it("counts the entry, the page and their static imports, plus the shell on framed pages", () => {
    expect(byPath["/"]?.js).toEqual(["assets/index.js", "assets/landing.js", "assets/react.js"]);
    expect(byPath["/"]?.jsBytes).toBe(111 * KB);
    expect(byPath["/login"]?.jsBytes).toBe(148 * KB);
    expect(byPath["/deals"]?.js).toContain("assets/shell.js");
    expect(byPath["/deals"]?.jsBytes).toBe(139 * KB);
    expect(byPath["/deals"]?.cssBytes).toBe(21 * KB);
    expect(byPath["/help"]?.jsBytes).toBe(135 * KB);
  });

  it("adds the chunks a page imports as it mounts", () => {
    const onMount = { "/login": [SHELL_MODULE] };
    const loads = routeLoads(
      manifest,
      chunkModules,
      routesFromSource(source),
      (f) => sizes[f] ?? 0,
      () => "",
      onMount,
    );
    expect(loads.find((l) => l.path === "/login")?.js).toContain("assets/shell.js");
    expect(loads.find((l) => l.path === "/login")?.jsBytes).toBe(178 * KB);
  });

  it("adds what the route's HTML fetches by itself: its scripts, links, and the route's preloads", () => {
    const html = `<script src="/theme-init.js"></script>
    <script src="/preload-route.js" data-routes='{"/deals":["/assets/deals.js","/assets/late.js"],"/login":["/assets/x.js"]}'></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="icon" href="/favicon.svg" /><link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">`;
    expect(htmlFiles(html, "/deals")).toEqual({
      js: [
        "assets/deals.js",
        "assets/index.js",
        "assets/late.js",
        "assets/react.js",
        "preload-route.js",
        "theme-init.js",
      ],
      css: ["assets/index.css"],
    });
    const landing = `<script defer src="/start-after-paint.js" data-entry="/assets/index.js" data-preload="/assets/react.js /assets/landing.js"></script>`;
    expect(htmlFiles(landing, "/").js).toEqual([
      "assets/index.js",
      "assets/landing.js",
      "assets/react.js",
      "start-after-paint.js",
    ]);
    const withHtml = routeLoads(
      manifest,
      chunkModules,
      routesFromSource(source),
      (f) => sizes[f] ?? KB,
      (route) => (route === "/" ? landing : html),
    );
    const deals = withHtml.find((l) => l.path === "/deals");
    // 139 KB of chunks, plus late.js, preload-route.js and theme-init.js (1 KB each here).
    expect(deals?.jsBytes).toBe(142 * KB);
    expect(deals?.js).toContain("assets/late.js");
    expect(withHtml.find((l) => l.path === "/")?.jsBytes).toBe(112 * KB);
  });

  it("fails each budget that is exceeded, and only those", () => {
    expect(overBudget(loads, { landingJs: 110 * KB, routeJs: 140 * KB, css: 20 * KB }, {})).toEqual([
      "/: 111.0 KB of JavaScript, over its 110.0 KB budget",
      "/login: 148.0 KB of JavaScript, over its 140.0 KB budget",
      "/deals: 21.0 KB of CSS, over its 20.0 KB budget",
      "/help: 21.0 KB of CSS, over its 20.0 KB budget",
    ]);
    expect(overBudget(loads, { landingJs: 111 * KB, routeJs: 148 * KB, css: 21 * KB }, {})).toEqual([]);
  });

  it("holds an exception to its ceiling, and drops it once the route fits its budget", () => {
    const budgets = { landingJs: 110 * KB, routeJs: 140 * KB, css: 30 * KB };
    const why = "a reason";
    expect(overBudget(loads, budgets, { "/": { maxKb: 112, why }, "/login": { maxKb: 150, why } })).toEqual([]);
    expect(overBudget(loads, budgets, { "/": { maxKb: 110.5, why }, "/login": { maxKb: 150, why } })).toEqual([
      "/: 111.0 KB of JavaScript, over its 110.5 KB ceiling",
    ]);
    expect(
      overBudget(loads, budgets, {
        "/": { maxKb: 112, why },
        "/login": { maxKb: 150, why },
        "/deals": { maxKb: 150, why },
        "/gone": { maxKb: 150, why },
      }),
    ).toEqual([
      "/deals: 139.0 KB of JavaScript fits its 140.0 KB budget: remove its exception",
      "/gone: an exception for a route the app does not have",
    ]);
  });

  it("refuses a build that lacks a chunk it needs", () => {
    expect(() => filesOf(manifest, ["src/missing.tsx"])).toThrow(/no chunk src\/missing\.tsx/);
    expect(() =>
      routeLoads({ ...manifest, "_shell.js": { file: "assets/other.js" } }, chunkModules, [], () => 0),
    ).toThrow(/no chunk of the build holds src\/app\/shell\/signed-in-shell\.tsx/);
  });
});

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
      expect(index).toContain('<div id="root"></div>');
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
});
