// `npm test`: every check and suite, in three phases. Within a phase the steps share no port,
// folder or database, so they run side by side; a phase starts only when the one before passed.
// 1. type-check, lint, and the one web build (dist/web) that the budget test and the journeys read;
// 2. the journeys, beside Vitest on embedded PGlite (unit, component and server tests) followed by
//    the server tests again on PostgreSQL (when TEST_DATABASE_URL is set). The journeys spend much
//    of their time waiting on pages, so Vitest fills the cores meanwhile.
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

/** Runs one command, prefixing its output; resolves to its exit code. */
function step(name, command, args, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...env, FORCE_COLOR: "0", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        count(line);
        console.log(`[${name}] ${line}`);
      });
    }
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      console.log(`[${name}] ${status === 0 ? "passed" : `FAILED (exit ${code ?? signal})`} in ${seconds} s`);
      resolve(status);
    });
  });
}

async function phase(steps) {
  const codes = await Promise.all(steps);
  if (codes.some((code) => code !== 0)) {
    console.log("npm test: failed (see the FAILED lines above)");
    console.log(`tests: ${counted.passed} passed, ${Math.max(counted.failed, 1)} failed`);
    process.exit(1);
  }
}

const npx = (name, args, env) => step(name, "npx", args, env);
const started = Date.now();

await phase([
  npx("typecheck", ["tsc", "-p", "tsconfig.json", "--noEmit"]),
  step("lint", "npm", ["run", "--silent", "lint"]),
  npx("build", ["vite", "build", "--logLevel", "warn"]),
]);

// The budget test reads the build above instead of making its own; without TEST_DATABASE_URL the
// server tests use in-memory PGlite. The PostgreSQL pass runs after it, not beside it: both would
// compete for the same two cores as the journeys.
async function vitestPasses() {
  const embedded = await npx("vitest", ["vitest", "run"], { ...withoutPostgres, WEB_BUDGET_DIST_DIR: WEB_DIST_DIR });
  if (embedded !== 0 || !TEST_DATABASE_URL) return embedded;
  const projects = ["--project", "node", "--project", "node-mocks"];
  return npx("vitest-postgres", ["vitest", "run", ...projects, "server"], process.env);
}

await phase([npx("e2e", ["playwright", "test"], { ...process.env, E2E_WEB_DIST_DIR: WEB_DIST_DIR }), vitestPasses()]);

console.log(`npm test: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${counted.passed} passed, ${counted.failed} failed`);
