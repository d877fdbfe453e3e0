// `npm start` runs this before the server: builds the web app (Vite, into dist/web) and the
// server (esbuild, into dist/server) each only when its build is missing or older than any of
// its sources, so a second start is instant. `--server` builds only the server.
//
// The server runs as plain JavaScript (`exec node dist/server/main.js`) rather than under tsx:
// on a process-group SIGTERM (Ctrl-C, `kill -- -pid`, most supervisors) tsx's wrapper process
// SIGKILLs the server unless it acknowledges the signal within 30-60 ms, which a busy server
// cannot, so in-flight requests were reset instead of drained. (`exec` replaces npm's shell,
// which would otherwise die at once and let npm exit while the server still drains.)
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtLine, outputOf, startLine, upToDateLine } from "./build-summary.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const skipped = new Set(["node_modules", ".git"]);

const targets = {
  web: {
    label: "web app",
    output: path.join(root, "dist", "web", "index.html"),
    outputDir: path.join(root, "dist", "web"),
    // The build's own plugins too (pre-rendering, compression): a change to them changes the output.
    sources: [
      "web/src",
      "web/index.html",
      "web/public",
      "domain",
      "vite.config.ts",
      "project.inlang",
      "scripts/build-web.mjs",
      "scripts/i18n-compile.mjs",
      "scripts/vite-plugins",
      "scripts/web-perf/web-budgets.ts",
    ],
    ignored: () => false,
    watchFolders: false,
    build: buildWeb,
  },
  server: {
    label: "server",
    output: path.join(root, "dist", "server", "main.js"),
    // `npm run worker`'s entry, built with the server's (decision 040).
    alsoOutputs: [path.join(root, "dist", "server", "worker.js")],
    outputDir: path.join(root, "dist", "server"),
    sources: [
      "server/src",
      "domain",
      "project.inlang",
      "tsconfig.json",
      "package.json",
      "scripts/build-if-needed.mjs",
      "scripts/i18n-compile.mjs",
    ],
    // Tests and test helpers are never part of the bundle.
    ignored: (file) => file.endsWith(".test.ts") || file === path.join(root, "server", "src", "testing"),
    // A folder's own time changes when a file in it is deleted or renamed: a migration removed,
    // say, must not linger in the copy beside the bundle.
    watchFolders: true,
    build: buildServer,
  },
};

/** The first source file (or, with `watchFolders`, folder) newer than `since`, or null. */
function newerThan(entry, since, { ignored, watchFolders }) {
  if (ignored(entry)) return null;
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return null; // an optional source (web/public, say) that does not exist
  }
  if (stats.isDirectory()) {
    if (watchFolders && stats.mtimeMs > since) return { path: entry, what: "had files added or removed" };
    for (const child of readdirSync(entry)) {
      if (skipped.has(child)) continue;
      const found = newerThan(path.join(entry, child), since, { ignored, watchFolders });
      if (found) return found;
    }
    return null;
  }
  return stats.mtimeMs > since ? { path: entry, what: "changed" } : null;
}

function reasonToBuild({ output, alsoOutputs = [], sources, ...rules }) {
  if (![output, ...alsoOutputs].every((file) => existsSync(file))) return "no build yet";
  const builtAt = statSync(output).mtimeMs;
  for (const source of sources) {
    const changed = newerThan(path.join(root, source), builtAt, rules);
    if (changed) return `${path.relative(root, changed.path)} ${changed.what} since the last build`;
  }
  return null;
}

/**
 * Vite at log level warn: its chunk table and progress lines are for `npm run build`; here they
 * buried the server's "listening" line. Warnings and errors still show.
 */
function buildWeb() {
  const result = spawnSync("node", ["scripts/build-web.mjs", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.error) throw new Error(`Could not run vite build: ${result.error.message}`);
  if (result.status !== 0) throw new Error("The web build failed; not starting the server.");
}

/**
 * Bundles server/src/main.ts (and server/src/worker.ts beside it), the domain code and the
 * packages it imports into one ES module each, so a start reads one file instead of resolving
 * hundreds of modules in node_modules (about half a second on this machine). PGlite stays outside: it loads its WebAssembly and data files from
 * beside its own module. pg-native is pg's optional native driver, which Kuza does not use. tsconfig.json's `paths` (`@domain/*`) are applied by esbuild. The SQL migrations
 * are read at run time from `migrations/` beside the module (server/src/db/client.ts), so they are
 * copied next to the bundle. Everything is written to a staging folder and swapped in, so a server
 * starting meanwhile never reads a half-written bundle.
 */
async function buildServer() {
  // Imported here so an up-to-date start does not load esbuild at all.
  const { build } = await import("esbuild");
  // The server speaks both languages: the messages compiled for a reader chosen at run time.
  const { compileMessages } = await import("./i18n-compile.mjs");
  await compileMessages();
  const dist = path.join(root, "dist");
  const finalDir = path.join(dist, "server");
  const staging = path.join(dist, `.server-${process.pid}`);
  // The bundle is dated when the build began, so a source saved during the build is newer.
  const startedAt = new Date();
  rmSync(staging, { recursive: true, force: true });
  try {
    const result = await build({
      absWorkingDir: root,
      // Two bundles, each whole: the server, and the job worker of `npm run worker`.
      entryPoints: { main: "server/src/main.ts", worker: "server/src/worker.ts" },
      outdir: staging,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      external: ["@electric-sql/pglite", "@electric-sql/pglite/*", "pg-native"],
      // Bundled CommonJS packages (pg, nodemailer) call require() for Node's own modules.
      banner: {
        js: 'import { createRequire as kuzaCreateRequire } from "node:module"; const require = kuzaCreateRequire(import.meta.url);',
      },
      tsconfig: "tsconfig.json",
      sourcemap: "linked",
      sourcesContent: false,
      legalComments: "none",
      logLevel: "warning",
      write: false,
    });
    mkdirSync(staging, { recursive: true });
    for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
    for (const entry of ["main.js", "worker.js"]) utimesSync(path.join(staging, entry), startedAt, startedAt);
    cpSync(path.join(root, "server", "src", "db", "migrations"), path.join(staging, "migrations"), { recursive: true });
    const old = path.join(dist, `.server-old-${process.pid}`);
    if (existsSync(finalDir)) renameSync(finalDir, old);
    renameSync(staging, finalDir);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`The server build failed; not starting the server.${error?.errors ? "" : ` ${error}`}`);
  }
}

const wanted = process.argv.includes("--server") ? ["server"] : ["web", "server"];
for (const name of wanted) {
  const target = targets[name];
  const reason = reasonToBuild(target);
  if (!reason) {
    process.stdout.write(upToDateLine(target.label));
    continue;
  }
  // One line per step: its start now, its end once built (scripts/build-summary.mjs).
  process.stdout.write(startLine(target.label, reason));
  const startedAt = performance.now();
  try {
    await target.build();
  } catch (error) {
    process.stdout.write("\n");
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  process.stdout.write(builtLine({ ms: performance.now() - startedAt, output: outputOf(target.outputDir) }));
}
