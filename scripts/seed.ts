// npm run seed                 the comprehensive sample data (demo users and everything they did)
// npm run seed -- --scale N    N businesses with campaigns and matching investors, for the benches
//
// Against the database the server uses: DATABASE_URL when set, otherwise the embedded database
// under DATA_DIR (default ./data), which must not be open in a running server. Both are safe to
// run again: the sample data is found by its stable keys; a scale seed replaces the previous one.
import { parseArgs } from "node:util";
import { DEMO_PASSWORD, POPULATION_STEP_LABELS, POPULATION_STEPS } from "@domain/constants/sample-data";
import { buildDeps } from "../server/src/app";
import type { AppDeps } from "../server/src/app-env";
import { holderOf, lockDataDir } from "../server/src/db/data-dir-lock";
import { readEnv } from "../server/src/env";
import { runComprehensive } from "../server/src/modules/sample-data/sample-data.service";
import { BENCH_PASSWORD, planOf, seed } from "./bench-api-seed";

const USAGE = `Usage: npm run seed [-- --scale N]

Without --scale: the comprehensive sample data (18 demo people, businesses, campaigns,
investments, due diligence, meetings, messages, notifications, saved matches); prints the logins.
With --scale N: N businesses with campaigns, N/5 investors whose preferences match them, and
messages (bench-* accounts, password ${BENCH_PASSWORD}); a previous scale seed is replaced.`;

function parseCommandLine(): { scale: number | null } {
  try {
    const { values } = parseArgs({
      options: { scale: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (values.scale === undefined) return { scale: null };
    const scale = Number(values.scale);
    if (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000)
      throw new Error("--scale takes a whole number 1 to 1000000");
    return { scale };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function seedSample(deps: AppDeps) {
  const started = Date.now();
  const stats = await runComprehensive(deps, (step, done) => {
    console.log(`[${done + 1}/${POPULATION_STEPS.length}] ${POPULATION_STEP_LABELS[step]}`);
  });
  console.log(
    `Sample data ready in ${Math.round((Date.now() - started) / 100) / 10} s: ${stats.successful} operations, ${stats.failed} failed.`,
  );
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const login of stats.logins) console.log(`  ${login.role.padEnd(8)} ${login.email}  (${login.name})`);
  if (stats.failed > 0) process.exitCode = 1;
}

async function seedScale(deps: AppDeps, businesses: number) {
  const investors = Math.max(2, Math.ceil(businesses / 5));
  const info = await seed(deps.db, planOf({ businesses, investors, messages: businesses * 10 }), { reuse: false });
  console.log(`Seeded in ${info.seconds} s:`, info.rows);
  console.log(`Sign in as ${info.benchInvestorEmail} (password ${BENCH_PASSWORD}).`);
}

async function main() {
  const { scale } = parseCommandLine();
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  // PGlite has no lock between processes: never open a data dir a running server holds.
  let unlock = () => {};
  if (!env.DATABASE_URL) {
    const holder = holderOf(env.dataDir);
    if (holder)
      fail(`The data dir ${env.dataDir} is in use by a running Kuza server (process ${holder}). Stop it first.`);
    unlock = lockDataDir(env.dataDir);
  }
  let deps: AppDeps | undefined;
  try {
    deps = await buildDeps(env);
    if (scale === null) await seedSample(deps);
    else await seedScale(deps, scale);
  } catch (error) {
    process.exitCode = 1;
    console.error(`seed failed: ${(error as Error)?.stack ?? error}`);
  } finally {
    await deps?.database.close().catch(() => {});
    unlock();
  }
  process.exit(process.exitCode ?? 0);
}

await main();
