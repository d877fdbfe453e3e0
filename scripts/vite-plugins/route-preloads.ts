import { readFile, writeFile } from "node:fs/promises";
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

/** index.html with the preload script and its table placed right after the theme script. */
export function withRoutePreloads(indexHtml: string, preloads: Record<string, string[]>): string {
  const anchor = '<script src="/theme-init.js"></script>';
  if (!indexHtml.includes(anchor)) throw new Error(`index.html has no ${anchor} to put the route preloads after`);
  // JSON in a single-quoted attribute: file names and route patterns never contain quotes or &.
  const table = JSON.stringify(preloads);
  if (/['&<]/.test(table)) throw new Error("a route or file name cannot go into an HTML attribute as it is");
  return indexHtml.replace(anchor, `${anchor}\n    <script src="/preload-route.js" data-routes='${table}'></script>`);
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
    },
  };
}
