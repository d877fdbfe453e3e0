import { describe, expect, it } from "vitest";
import {
  ENTRY_KEY,
  filesOf,
  htmlFiles,
  KB,
  type Manifest,
  overBudget,
  routeLoads,
  routesFromSource,
  SHELL_MODULE,
} from "./web-budgets";

// The arithmetic of the web budgets on a made-up build; scripts/web-budgets.test.ts applies it to
// the real one.

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
