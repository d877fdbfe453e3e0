// The journeys' server (playwright.config.ts's webServer): a fresh DATA_DIR each run, and, when
// DATABASE_URL is given (CI, where TEST_DATABASE_URL names the local PostgreSQL), a database of
// this run's own, created empty before the server starts and dropped once it has stopped.
// Without DATABASE_URL the server keeps its embedded PGlite in DATA_DIR, as `npm start` does.
// Playwright stops the process group with SIGTERM (gracefulShutdown): the server gets it too and
// shuts down; this process waits for that, then drops the database.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";

const { DATA_DIR, DATABASE_URL } = process.env;
if (!DATA_DIR) throw new Error("e2e-server: DATA_DIR is required");
rmSync(DATA_DIR, { recursive: true, force: true });

/** Runs one statement on the server's maintenance database (`postgres`), beside the run's own. */
async function onServer(url, statement) {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// A quoted identifier: the name comes from playwright.config.ts (kuza_e2e_<port>).
const name = DATABASE_URL ? `"${new URL(DATABASE_URL).pathname.slice(1).replaceAll('"', "")}"` : undefined;
if (DATABASE_URL) {
  // A run that was killed outright left its database: start from an empty one all the same.
  await onServer(DATABASE_URL, `drop database if exists ${name} with (force)`);
  await onServer(DATABASE_URL, `create database ${name}`);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], { stdio: "inherit" });
// Playwright signals the whole group; passing it on as well covers a signal sent to this process
// alone (the server's shutdown runs once however often it is asked). This process then waits.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));

server.on("exit", async (code, signal) => {
  if (DATABASE_URL) {
    try {
      await onServer(DATABASE_URL, `drop database if exists ${name} with (force)`);
    } catch (error) {
      console.error(`e2e-server: could not drop ${name}: ${error.message}`);
    }
  }
  process.exit(code ?? (signal ? 1 : 0));
});
