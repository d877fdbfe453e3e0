import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type Plugin } from "vite";
import { type ChunkModules, chunkKeyOf, ENTRY_KEY, type Manifest, staticClosure } from "../web-perf/web-budgets.ts";
import { CHUNK_MODULES_FILE } from "./chunk-modules.ts";

// Writes dist/web/landing.html: the built index.html with the landing page's markup inside
// #root, rendered at build time by web/src/app/prerender-landing.tsx. The server answers `/` with
// it (server/src/lib/static-web.ts); every other path gets index.html with the loading spinner in
// #root (renderPlaceholder), which the app replaces on its first render. Its scripts are
// started by web/public/start-after-paint.js once the page has painted, instead of from <head>:
// the first paint then waits for the HTML and the CSS only, and the app's code (with the landing
// page's own chunks, which would otherwise be found only once the entry has run) comes right after.

const ROOT_TAG = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_LINK = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with `markup` inside its #root, and its entry script and modulepreload links
 * replaced by start-after-paint.js, which loads them and `preload` (files of the build) after the
 * first paint. Throws when the page has no empty #root or no entry script.
 */
export function withPrerendered(indexHtml: string, markup: string, preload: string[] = []): string {
  if (!indexHtml.includes(ROOT_TAG)) throw new Error(`index.html has no empty ${ROOT_TAG} to pre-render into`);
  const entry = indexHtml.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error("index.html has no module script to start after the first paint");
  const preloads = [...indexHtml.matchAll(PRELOAD_LINK)].map((m) => m[1] as string);
  const all = [...new Set([...preloads, ...preload.map((file) => `/${file}`)])];
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry}" data-preload="${all.join(" ")}"></script>`;
  return indexHtml
    .replace(ENTRY_SCRIPT, "")
    .replace(PRELOAD_LINK, "")
    .replace(/\s*<\/head>/, `\n    ${starter}\n  </head>`)
    .replace(ROOT_TAG, `<div id="root">${markup}</div>`);
}

/** index.html with `markup` (the loading placeholder) inside its empty #root; nothing else changes. */
export function withPlaceholder(indexHtml: string, markup: string): string {
  if (!indexHtml.includes(ROOT_TAG)) throw new Error(`index.html has no empty ${ROOT_TAG} to pre-render into`);
  return indexHtml.replace(ROOT_TAG, `<div id="root">${markup}</div>`);
}

/** The page chunk's JavaScript files that the entry does not already load. */
function pageChunks(manifest: Manifest, chunkModules: ChunkModules, page: string): string[] {
  const entry = new Set(staticClosure(manifest, ENTRY_KEY));
  return staticClosure(manifest, chunkKeyOf(manifest, chunkModules, page))
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file as string)
    .filter((file) => file.endsWith(".js"));
}

/** `entry`: the module exporting renderLanding(); `page`: the landing page's module (relative to web/). */
export function prerenderLanding({ entry, page }: { entry: string; page: string }): Plugin {
  let root = "";
  let outDir = "";
  let configFile: string | undefined;
  return {
    name: "kuza:prerender-landing",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async writeBundle() {
      // The same configuration (aliases, React) in a server that loads modules for Node; this
      // plugin does not apply there, so it does not recurse.
      const server = await createServer({
        configFile,
        root,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule(entry)) as {
          renderLanding: () => string;
          renderPlaceholder: () => string;
        };
        const indexFile = path.join(outDir, "index.html");
        const manifest = JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
        const chunkModules = JSON.parse(await readFile(path.join(outDir, CHUNK_MODULES_FILE), "utf8")) as ChunkModules;
        const indexHtml = await readFile(indexFile, "utf8");
        const html = withPrerendered(indexHtml, module.renderLanding(), pageChunks(manifest, chunkModules, page));
        await writeFile(path.join(outDir, "landing.html"), html);
        // Every other path: the same shell, its scripts started from <head> as before, with the
        // loading spinner in #root so the first paint needs no script.
        await writeFile(indexFile, withPlaceholder(indexHtml, module.renderPlaceholder()));
      } finally {
        await server.close();
      }
    },
  };
}
