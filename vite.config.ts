import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkModules } from "./scripts/vite-plugins/chunk-modules.ts";
import { compileHints } from "./scripts/vite-plugins/compile-hints.ts";
import { buildLocale, localeBuild } from "./scripts/vite-plugins/locale-build.ts";
import { precompress } from "./scripts/vite-plugins/precompress.ts";
import { prerenderLanding } from "./scripts/vite-plugins/prerender-landing.ts";
import { reactRouterProductionAliases } from "./scripts/vite-plugins/react-router-production.ts";
import { routePreloadsPlugin } from "./scripts/vite-plugins/route-preloads.ts";

// The SPA lives in web/; the API server serves the build from dist/web. In development
// (npm run dev) Vite answers on 3000 and hands /api and /files to the API server on 3001.
// A build also pre-renders the landing page (landing.html) and then writes brotli and gzip copies
// of every text file (docs/performance.md). A build is for one language (KUZA_LOCALE, English by
// default): scripts/build-web.mjs builds each and puts them together (decision 019).

export default defineConfig(({ command }) => ({
  root: path.resolve(import.meta.dirname, "web"),
  publicDir: path.resolve(import.meta.dirname, "web/public"),
  plugins: [
    localeBuild(buildLocale()),
    react(),
    tailwindcss(),
    chunkModules(),
    // The entry and its static imports compile off the main thread as they download.
    compileHints(),
    prerenderLanding({
      entry: "/src/app/prerender-landing.tsx",
      page: "src/features/landing/pages/landing-page.tsx",
    }),
    // After the pre-rendering: landing.html starts its code after the first paint instead.
    routePreloadsPlugin({ routes: "src/app/routes.tsx" }),
    // Last: compresses everything written before it, landing.html included.
    precompress(),
  ],
  resolve: {
    alias: [
      { find: "@domain", replacement: path.resolve(import.meta.dirname, "domain") },
      { find: "@web", replacement: path.resolve(import.meta.dirname, "web/src") },
      { find: "@i18n", replacement: path.resolve(import.meta.dirname, "i18n/compiled") },
      // Development keeps react-router's warnings; a build takes its production code.
      ...(command === "build" ? reactRouterProductionAliases(import.meta.dirname) : []),
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each page loads, read by the budget test and bench:web-size.
    manifest: true,
    rolldownOptions: {
      // Without this a page arrives in two dozen files of a kilobyte (one per set of pages sharing
      // a component or an icon); over HTTP/1.1's six connections and a 150 ms mobile round trip
      // that cost more than the bytes. Small shared chunks are copied into the chunks that use them.
      // Everything the entry imports statically is one chunk ("$initial"): rolldown otherwise cut
      // the part that lazy pages share into files of their own (TanStack Query, a chunk of small
      // libraries, the icons' helper, Vite's preload helper), seven requests before the page's own
      // (docs/performance.md item 30). The rest of TanStack Query, which only some pages use, is one
      // chunk: split by hook it came in six files that cost about 4 KB more gzip than one.
      preserveEntrySignatures: false,
      // Rolldown's plugin-timing report is a warning: it made `npm start` print a page of advice
      // before "listening" (the pre-rendering and the compression are slow on purpose).
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8000 },
          groups: [
            { name: "entry", tags: ["$initial"], priority: 2 },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      "/api": { target: "http://localhost:3001", changeOrigin: false },
      "/files": { target: "http://localhost:3001", changeOrigin: false },
    },
  },
}));
