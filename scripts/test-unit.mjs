// Unit and integration tests: once on embedded PGlite, and, when TEST_DATABASE_URL names a
// PostgreSQL server, the server tests again against it (a fresh database per test file).
import { spawnSync } from "node:child_process";

const vitest = (args, env) => spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env }).status ?? 1;

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
let status = vitest([], withoutPostgres);
if (status === 0 && TEST_DATABASE_URL) {
  console.log(`\nServer tests again on PostgreSQL (${new URL(TEST_DATABASE_URL).host})`);
  status = vitest(["--project", "node", "server"], process.env);
}
process.exit(status);
