// `npm test`: every check and suite. Each step starts as soon as what it needs has passed, and
// steps that share no port, folder or database run side by side:
// - the messages compiled first (everything reads them);
// - type-check and lint from the start;
// - the one web build (dist/web), which the budget test and the journeys read;
// - after the build, the journeys, beside Vitest on embedded PGlite (unit, component and server
//   tests) followed by the server tests again on PostgreSQL (when TEST_DATABASE_URL is set). The
//   journeys spend much of their time waiting on pages, so Vitest fills the cores meanwhile; the
//   two Vitest passes run one after the other, not beside each other and the journeys.
// The first failure stops every running step (its whole process group) and fails the run.
// Each line a step prints is prefixed with its name; each step's time is printed as it ends
// (the table in docs/testing.md comes from these lines).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";

const WEB_DIST_DIR = "dist/web";
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

/** Tests counted from the runners' own summary lines, for one closing line over all of them. */
const counted = { passed: 0, failed: 0 };
function count(line) {
  // Vitest: "      Tests  12 failed | 300 passed (312)"; Playwright: "  37 passed (1.2m)", "  1 failed".
  const plain = stripVTControlCharacters(line);
  const vitest = plain.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = plain.match(/^\s*(\d+) (passed|failed|flaky) \(/) ?? plain.match(/^\s*(\d+) (failed|flaky)\s*$/);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed)/g)) counted[kind] += Number(n);
  } else if (playwright) {
    counted[playwright[2] === "passed" ? "passed" : "failed"] += Number(playwright[1]);
  }
}

const running = new Set();
let stopping = false;

/**
 * Ends the run at the first failure: stops every step still running, with its children. SIGINT, as
 * Ctrl-C would: Playwright then also stops the server it started in a process group of its own.
 */
function fail() {
  if (stopping) return;
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      // already gone
    }
  }
  console.log("npm test: failed (see the FAILED lines above)");
  console.log(`tests: ${counted.passed} passed, ${Math.max(counted.failed, 1)} failed`);
  process.exitCode = 1;
}

/** Runs one command in a process group of its own, prefixing its output; resolves when it passed. */
function step(name, command, args, env = process.env) {
  if (stopping) return new Promise(() => {});
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...env, FORCE_COLOR: "0", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        count(line);
        console.log(`[${name}] ${line}`);
      });
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      if (stopping) return;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`[${name}] passed in ${seconds} s`);
        resolve();
      } else {
        console.log(`[${name}] FAILED (exit ${code ?? signal}) in ${seconds} s`);
        fail();
      }
    });
  });
}

const started = Date.now();
// Every step reads the compiled messages (i18n/compiled, made by `npm ci` too): bring them up to
// date with the catalogues first (about 2 s).
await step("messages", "node", ["scripts/i18n-compile.mjs"]);
const build = step("build", "node", ["scripts/build-web.mjs", "--logLevel", "warn"]);

async function vitestPasses() {
  await build;
  // The budget test reads the build instead of making its own; without TEST_DATABASE_URL the
  // server tests use in-memory PGlite.
  await step("vitest", "npx", ["vitest", "run"], { ...withoutPostgres, WEB_BUDGET_DIST_DIR: WEB_DIST_DIR });
  if (!TEST_DATABASE_URL) return;
  const projects = ["--project", "node*"]; // node, and node-mocks when a server file mocks a module
  await step("vitest-postgres", "npx", ["vitest", "run", ...projects, "server"], process.env);
}

async function journeys() {
  await build;
  await step("e2e", "npx", ["playwright", "test"], { ...process.env, E2E_WEB_DIST_DIR: WEB_DIST_DIR });
}

await Promise.all([
  // TypeScript 7's native compiler (decision 038): half the CPU of TypeScript 6's and a third of its time.
  step("typecheck", "npm", ["run", "--silent", "typecheck"]),
  step("lint", "npm", ["run", "--silent", "lint"]),
  vitestPasses(),
  journeys(),
]);

console.log(`npm test: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${counted.passed} passed, ${counted.failed} failed`);
