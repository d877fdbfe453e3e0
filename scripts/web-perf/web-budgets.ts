// What each page of the built web app downloads before it shows, from Vite's build manifest
// (dist/web/.vite/manifest.json: which file imports which) and .vite/chunk-modules.json (which
// source modules each file holds; a page's module is found through it, since small shared chunks
// are merged into their users and the manifest no longer names every module), and the budgets of
// docs/performance.md. Pure functions: the test (scripts/web-budgets.test.ts) and the prerender
// plugin read them; nothing here builds.

/** One entry of Vite's build manifest (only the fields used here). */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;
/** Built file (assets/x.js) -> the source modules in it, relative to web/ (src/app/..., ../domain/...). */
export type ChunkModules = Record<string, string[]>;

export const KB = 1024;
/** gzip bytes, for each route's first load: the landing page's JavaScript, any other route's, the CSS. */
export const BUDGETS = { landingJs: 110 * KB, routeJs: 170 * KB, css: 20 * KB } as const;

export type Exceptions = Record<string, { maxKb: number; why: string }>;

const LIBRARIES =
  "react-dom (61 KB), react-router's data router (30 KB), TanStack Query (12 KB) and tailwind-merge (9 KB) " +
  "are 113 KB before any page";

/**
 * Routes over their budget today, each with the most its JavaScript may weigh (a ratchet: the
 * test fails when it grows past that, and when it fits the budget again, so the entry goes) and
 * why. docs/performance.md says what would bring each under.
 */
const ERROR_SCREEN =
  "and the error screen of a failing page with its reload of a stale build, in every page's entry " +
  "(decision 041, 0.2 KB once the not-found page became lazy, 28 Nov)";
const WAIT_FOR_THE_PAINT =
  "the bell's first count and the live stream waiting for the page's largest paint (the signed-in shell, " +
  "0.1 KB, 29 Nov, docs/performance.md item 25) and the viewer's role given to a page's prefetch (item 27), French";
const NO_INTL =
  "dates, decimals and lists written out instead of made by Intl, in the format chunk every page shares " +
  "(0.4 KB, French, 29 Nov, docs/performance.md item 28: the sign-in page, the campaign page and the founder's " +
  "dashboard build no Intl object as they render)";
const SHELL_PRELOAD =
  "the signed-in shell read without suspending once preloaded (0.1 KB in the entry, 29 Nov, docs/performance.md " +
  "item 31: no 300 ms hold after the role check)";
const HTML_SCRIPTS =
  "the count took in the HTML's own scripts (theme-init.js and preload-route.js, 1.1 KB gzip) on 26 Nov; " +
  "the page itself did not grow, and was within 0.1-0.5 KB of its budget before";

export const OVER_BUDGET: Exceptions = {
  "/": { maxKb: 140, why: LIBRARIES },
  "/investor/profile": {
    maxKb: 172.0,
    why: `${HTML_SCRIPTS}; and reading the session request started from <head> (decision 036; 0.1 KB over 171.5, French, 26 Nov); ${ERROR_SCREEN}; ${WAIT_FOR_THE_PAINT}; ${NO_INTL}; ${SHELL_PRELOAD}`,
  },
  "/founder/business": {
    maxKb: 172.4,
    why: `${HTML_SCRIPTS}; and the error texts of idempotency keys, the response badge and the job queue (26 Nov, French); and the verification panel's frame, shown while the panel's code loads so the form below does not move (0.3 KB, 27 Nov); and whole numbers and dollars written out instead of made by Intl, in the format chunk every page shares (0.1 KB, French, 29 Nov: the catalogue builds no Intl object as it renders, the dashboards no NumberFormat); ${WAIT_FOR_THE_PAINT}; ${NO_INTL}; ${SHELL_PRELOAD}`,
  },
  "/founder/campaigns/new": {
    maxKb: 170.5,
    why: `the error texts of idempotency keys, the response badge and the job queue, and the page prefetch's role check, in every page's entry (0.1 KB over, French only, 26 Nov); ${ERROR_SCREEN}; ${WAIT_FOR_THE_PAINT}; ${NO_INTL}; ${SHELL_PRELOAD}`,
  },
  "/founder/campaigns/:id": {
    maxKb: 175.3,
    why: `${HTML_SCRIPTS}; and the investments list the editor fetches as it mounts (4.3 KB, LOADED_ON_MOUNT); ${ERROR_SCREEN}; ${WAIT_FOR_THE_PAINT}; ${NO_INTL}; ${SHELL_PRELOAD}`,
  },
};

/**
 * Chunks a page imports as it mounts (so the browser fetches them during the page's load), by
 * route: counted in its first load. e2e/web-budgets.spec.ts fails when a page fetches one that
 * is not listed here.
 */
const LOADED_ON_MOUNT: Record<string, string[]> = {
  // The campaign editor fetches its investments list as it mounts (app/pages/founder-edit-campaign-route.tsx).
  "/founder/campaigns/:id": ["src/features/investments/components/founder-campaign-investments.tsx"],
};

/** The manifest key of the app's entry; the module of the signed-in shell the guarded layout loads. */
export const ENTRY_KEY = "index.html";
export const SHELL_MODULE = "src/app/shell/signed-in-shell.tsx";

/** The manifest key of the chunk that holds `module` (e.g. src/features/x/pages/x-page.tsx). */
export function chunkKeyOf(manifest: Manifest, chunkModules: ChunkModules, module: string): string {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((k) => chunkModules[(manifest[k] as ManifestChunk).file]?.includes(module));
  if (!key) throw new Error(`no chunk of the build holds ${module}`);
  return key;
}

/** The chunk `key` and every chunk it imports statically, directly or not (its first-load closure). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the build manifest has no chunk ${k}`);
    seen.add(k);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/** The JavaScript and CSS files (relative to the build folder) that the chunks `keys` need before running. */
export function filesOf(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const chunks = new Set(keys.flatMap((k) => staticClosure(manifest, k)));
  const js = [...chunks].map((k) => (manifest[k] as ManifestChunk).file).filter((f) => f.endsWith(".js"));
  const css = [...new Set([...chunks].flatMap((k) => (manifest[k] as ManifestChunk).css ?? []))];
  return { js: js.sort(), css: css.sort() };
}

export type RouteSource = { path: string; module: string | null; framed: boolean };

/**
 * The routes of web/src/app/routes.tsx and the page module each one loads lazily (null for a title
 * page), read from its source: `"<path>": { ... import("@web/<module>") ... }`. Pages in the
 * FRAMED table render inside the guarded layout (the signed-in shell when someone is signed in).
 */
export function routesFromSource(source: string): RouteSource[] {
  const framedAt = source.indexOf("const FRAMED");
  const routes: RouteSource[] = [];
  for (const match of source.matchAll(/"(\/[^"]*)":\s*\{([^{}]*)\}/g)) {
    const [, routePath, body] = match as unknown as [string, string, string];
    const imported = body.match(/import\("@web\/([^"]+)"\)/)?.[1];
    const module = imported ? `src/${imported}${/\.[jt]sx?$/.test(imported) ? "" : ".tsx"}` : null;
    routes.push({ path: routePath, module, framed: framedAt >= 0 && (match.index ?? 0) > framedAt });
  }
  return routes;
}

export type RouteLoad = { path: string; js: string[]; css: string[]; jsBytes: number; cssBytes: number };

/** The HTML a route is answered with: landing.html for `/` (pre-rendered), index.html for the others. */
export const htmlOfRoute = (route: string) => (route === "/" ? "landing.html" : "index.html");

/**
 * The JavaScript and CSS files an HTML page makes the browser fetch by itself (relative to the
 * build folder): its scripts (page-start.js or theme-init.js, the entry), its modulepreload and
 * stylesheet links, the files start-after-paint.js is told to fetch (data-entry, data-preload),
 * and the modulepreloads preload-route.js adds for `route` from its data-routes table.
 */
export function htmlFiles(html: string, route: string): { js: string[]; css: string[] } {
  const urls: string[] = [];
  for (const [, url] of html.matchAll(/\s(?:src|href|data-entry)="(\/[^"]+)"/g)) urls.push(url as string);
  for (const [, list] of html.matchAll(/\sdata-preload="([^"]*)"/g)) urls.push(...(list as string).split(/\s+/));
  const table = html.match(/\sdata-routes='([^']*)'/)?.[1];
  if (table) urls.push(...((JSON.parse(table) as Record<string, string[]>)[route] ?? []));
  const files = [...new Set(urls.filter(Boolean).map((url) => url.replace(/^\//, "")))];
  return { js: files.filter((f) => f.endsWith(".js")).sort(), css: files.filter((f) => f.endsWith(".css")).sort() };
}

/**
 * Each route's first load, at its heaviest: what its HTML fetches (htmlFiles), the entry and its
 * static imports, the route's page chunk and its static imports, and for a framed page the
 * signed-in shell as well (what a signed-in user downloads; a visitor on a public page skips the
 * shell), and the chunks it imports as it mounts (LOADED_ON_MOUNT). Nothing else is fetched during
 * a page's load (the toaster waits for a toast, menus and dialogs for a press), which
 * e2e/web-budgets.spec.ts checks in Chromium. `htmlOf` gives the HTML of a route; `gzipBytes`
 * sizes one file.
 */
export function routeLoads(
  manifest: Manifest,
  chunkModules: ChunkModules,
  routes: RouteSource[],
  gzipBytes: (file: string) => number,
  htmlOf: (route: string) => string = () => "",
  onMountOf: Record<string, string[]> = LOADED_ON_MOUNT,
): RouteLoad[] {
  const shell = chunkKeyOf(manifest, chunkModules, SHELL_MODULE);
  return routes.map(({ path, module, framed }) => {
    const keys = [ENTRY_KEY];
    if (module) keys.push(chunkKeyOf(manifest, chunkModules, module));
    if (framed) keys.push(shell);
    for (const onMount of onMountOf[path] ?? []) keys.push(chunkKeyOf(manifest, chunkModules, onMount));
    const chunks = filesOf(manifest, keys);
    const html = htmlFiles(htmlOf(path), path);
    const js = [...new Set([...chunks.js, ...html.js])].sort();
    const css = [...new Set([...chunks.css, ...html.css])].sort();
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(f), 0);
    return { path, js, css, jsBytes: sum(js), cssBytes: sum(css) };
  });
}

/**
 * Every budget a route's first load breaks, in words; empty when all hold. A route in `exceptions`
 * may exceed its JavaScript budget up to its ceiling, and is reported once it fits the budget.
 */
export function overBudget(
  loads: RouteLoad[],
  budgets: { landingJs: number; routeJs: number; css: number } = BUDGETS,
  exceptions: Exceptions = OVER_BUDGET,
): string[] {
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const problems: string[] = [];
  for (const load of loads) {
    const jsBudget = load.path === "/" ? budgets.landingJs : budgets.routeJs;
    const exception = exceptions[load.path];
    const ceiling = exception ? exception.maxKb * KB : jsBudget;
    if (load.jsBytes > ceiling)
      problems.push(
        `${load.path}: ${kb(load.jsBytes)} of JavaScript, over its ${kb(ceiling)} ${exception ? "ceiling" : "budget"}`,
      );
    if (exception && load.jsBytes <= jsBudget)
      problems.push(
        `${load.path}: ${kb(load.jsBytes)} of JavaScript fits its ${kb(jsBudget)} budget: remove its exception`,
      );
    if (load.cssBytes > budgets.css)
      problems.push(`${load.path}: ${kb(load.cssBytes)} of CSS, over its ${kb(budgets.css)} budget`);
  }
  const known = new Set(loads.map((l) => l.path));
  for (const path of Object.keys(exceptions))
    if (!known.has(path)) problems.push(`${path}: an exception for a route the app does not have`);
  return problems;
}
