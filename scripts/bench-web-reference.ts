// The yardstick of `npm run bench:web`: the smallest page a React app with a router can be, built
// by Vite in the same run (so the same React, react-router and Vite as Kuza's) and served the way
// Kuza serves its build (brotli, quality 11, compressed once; hashed assets cached). Lighthouse on
// it, in the same run and under the same load as Kuza's pages, says how much of a page's time is
// the machine and the simulated phone, and how much is Kuza: bench:web reports each page's LCP as
// a ratio of this page's.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "vite";
import { reactRouterProductionAliases } from "./vite-plugins/react-router-production";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A minimal React and router page, the yardstick of bench:web." />
    <title>Reference</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>`;

// No JSX: the reference needs no plugin beyond what Vite does by itself.
const MAIN_JS = `import { createElement as h, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";

function Page() {
  return h("main", { style: { fontFamily: "system-ui, sans-serif", padding: "1rem" } },
    h("h1", null, "Fund or get funded"),
    h("p", null, "A minimal React page behind a data router: the yardstick every Kuza page is compared with."));
}

const router = createBrowserRouter([{ path: "*", Component: Page }]);
createRoot(document.getElementById("root")).render(h(StrictMode, null, h(RouterProvider, { router })));
`;

/** Builds the reference page into .tmp/bench-web-reference/dist; returns that folder. */
export async function buildReference(): Promise<string> {
  const root = path.resolve(".tmp/bench-web-reference");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, "index.html"), INDEX_HTML);
  writeFileSync(path.join(root, "main.js"), MAIN_JS);
  const outDir = path.join(root, "dist");
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    resolve: { alias: reactRouterProductionAliases(process.cwd()) },
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** Serves the built reference on 127.0.0.1:`port`, every file brotli-compressed once, any other path its HTML. */
export async function serveReference(dir: string, port: number): Promise<Server> {
  const cache = new Map<string, Buffer>();
  const compressed = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      cache.set(file, body);
    }
    return body;
  };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const asset = pathname.startsWith("/assets/") && !pathname.includes("..");
    const file = asset ? path.join(dir, pathname) : path.join(dir, "index.html");
    try {
      const body = compressed(file);
      res.writeHead(200, {
        "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "content-encoding": "br",
        "cache-control": asset ? "public, max-age=31536000, immutable" : "no-cache",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
