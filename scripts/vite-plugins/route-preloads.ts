import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { ROUTE_ACCESS } from "../../domain/permissions.ts";
import {
  type ChunkModules,
  chunkKeyOf,
  ENTRY_KEY,
  type Manifest,
  routesFromSource,
  SHELL_MODULE,
  staticClosure,
} from "../web-perf/web-budgets.ts";
import { CHUNK_MODULES_FILE } from "./chunk-modules.ts";

// A page's own code is found only once the app's entry has run and the router has matched the
// address: one more round trip, after the largest download. This names each route's chunks in
// index.html, for web/public/preload-route.js to fetch beside the entry (modulepreload) as soon
// as the page starts. Members' pages also get the signed-in shell: nobody else gets past them.
// That script and theme-init.js go out as one file, page-start.js.

/** Route pattern -> the JavaScript files (as URLs) its first load needs beyond the entry's. */
export function routePreloads(manifest: Manifest, chunkModules: ChunkModules, routesSource: string) {
  const entry = new Set(staticClosure(manifest, ENTRY_KEY));
  const shell = chunkKeyOf(manifest, chunkModules, SHELL_MODULE);
  const access: Record<string, unknown> = ROUTE_ACCESS;
  const preloads: Record<string, string[]> = {};
  for (const { path: route, module, framed } of routesFromSource(routesSource)) {
    const keys = [
      ...(module ? [chunkKeyOf(manifest, chunkModules, module)] : []),
      ...(framed && access[route] !== "public" ? [shell] : []),
    ];
    const files = [...new Set(keys.flatMap((k) => staticClosure(manifest, k)))]
      .filter((k) => !entry.has(k))
      .map((k) => `/${manifest[k]?.file}`)
      .filter((file) => file.endsWith(".js"));
    if (files.length > 0) preloads[route] = files.sort();
  }
  return preloads;
}

const THEME_SCRIPT = '<script src="/theme-init.js"></script>';
/** The one script index.html's head runs: theme-init.js, then preload-route.js with its table. */
const PAGE_START_SCRIPT = "page-start.js";

/**
 * index.html with its theme script replaced by page-start.js, which carries the route table.
 * Two small scripts were two requests before the entry's, over HTTP/1.1's six connections to the
 * server; the session request and the page's chunks waited for a free one (docs/performance.md).
 */
export function withRoutePreloads(indexHtml: string, preloads: Record<string, string[]>): string {
  if (!indexHtml.includes(THEME_SCRIPT))
    throw new Error(`index.html has no ${THEME_SCRIPT} to put the route preloads in`);
  // JSON in a single-quoted attribute: file names and route patterns never contain quotes or &.
  const table = JSON.stringify(preloads);
  if (/['&<]/.test(table)) throw new Error("a route or file name cannot go into an HTML attribute as it is");
  return indexHtml.replace(THEME_SCRIPT, `<script src="/${PAGE_START_SCRIPT}" data-routes='${table}'></script>`);
}

/** page-start.js: the theme first (it must run before the first paint), then the session request and the preloads. */
export function pageStartScript(themeInit: string, preloadRoute: string): string {
  return `${themeInit.trimEnd()}\n${preloadRoute}`;
}

/** Runs after the landing page is pre-rendered (landing.html starts its code after the first paint instead). */
export function routePreloadsPlugin({ routes }: { routes: string }): Plugin {
  let outDir = "";
  let root = "";
  return {
    name: "kuza:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const read = (file: string) => readFile(path.join(outDir, file), "utf8");
      const manifest = JSON.parse(await read(".vite/manifest.json")) as Manifest;
      const chunkModules = JSON.parse(await read(CHUNK_MODULES_FILE)) as ChunkModules;
      const source = await readFile(path.resolve(root, routes), "utf8");
      const html = withRoutePreloads(await read("index.html"), routePreloads(manifest, chunkModules, source));
      await writeFile(path.join(outDir, "index.html"), html);
      // preload-route.js is sent only inside page-start.js; theme-init.js stays for landing.html.
      await writeFile(
        path.join(outDir, PAGE_START_SCRIPT),
        pageStartScript(await read("theme-init.js"), await read("preload-route.js")),
      );
      await rm(path.join(outDir, "preload-route.js"));
    },
  };
}
