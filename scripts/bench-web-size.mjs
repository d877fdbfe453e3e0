// npm run bench:web-size — what a phone downloads: the gzip size of the JavaScript and CSS the
// first page load needs (index.html's entry and everything it imports statically), and of each
// lazily loaded page. Run after `npm run build`; `npm run bench:web-size -- <dir>` reads another
// build. The brotli total is what the server actually sends (the build writes .br copies). Per
// route figures and the budgets: scripts/web-budgets.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve(process.argv[2] ?? "dist/web");
const assets = path.join(dist, "assets");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const gz = (file) => gzipSync(readFileSync(path.join(assets, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

// The entry's script, its modulepreload links and the stylesheet (not the per-route table of
// preload-route.js, which names every page's chunks).
const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  if (!file.endsWith(".js")) return;
  const code = readFileSync(path.join(assets, file), "utf8");
  // Static imports only (import ... from "./x.js"); dynamic import("./x.js") loads later.
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+)["']/g)) visit(m[1]);
};
entries.forEach(visit);

const initialTotal = [...initial].reduce((sum, f) => sum + gz(f), 0);
const br = (file) => {
  const copy = path.join(assets, `${file}.br`);
  return existsSync(copy) ? readFileSync(copy).length : readFileSync(path.join(assets, file)).length;
};
const brTotal = [...initial].reduce((sum, f) => sum + br(f), 0);
console.log(
  `first load: ${kb(initialTotal)} gzip, ${kb(brTotal)} as the server sends it (its .br copies, else as is), in ${initial.size} files`,
);
for (const f of [...initial].sort()) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
console.log("loaded on demand:");
for (const f of readdirSync(assets)
  .filter((f) => !initial.has(f) && !/\.(?:br|gz)$/.test(f))
  .sort())
  console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
