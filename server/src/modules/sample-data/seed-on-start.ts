import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DEMO_PASSWORD } from "@domain/constants/sample-data";
import type { AppDeps } from "../../app-env";
import type { Env } from "../../env";
import { currentPopulation, populationIdle, startPopulation } from "./population-jobs";

// `npm start` on a new embedded database fills it with the sample data once, so the first look
// at Kuza is a living app, and prints the demo logins. SEED_DEMO=false keeps it empty; production
// seeds only when SEED_DEMO=true says so (the demo password is published); a test run never seeds. Call isNewEmbeddedDatabase before the database is opened (opening creates it).

const POLL_MS = 500;

export function isNewEmbeddedDatabase(env: Env): boolean {
  return !env.DATABASE_URL && !existsSync(path.join(env.dataDir, "pglite", "PG_VERSION"));
}

export function shouldSeedOnStart(env: Env, isNew: boolean): boolean {
  if (!isNew || env.NODE_ENV === "test") return false;
  return env.SEED_DEMO ?? env.NODE_ENV !== "production";
}

/**
 * Runs the comprehensive population as the admin page's job (an admin who opens
 * /admin/sample-data meanwhile sees its progress and cannot start a second one), then logs the
 * logins. Never throws: the server keeps serving either way.
 */
export async function seedOnStart(deps: AppDeps, signal?: AbortSignal): Promise<void> {
  const { logger } = deps;
  logger.info("new database: adding the sample data (SEED_DEMO=false turns this off)");
  await startPopulation(deps, signal);
  await populationIdle(deps);
  // The job worker may have taken the job before this process's own run did: wait for its row.
  let job = await currentPopulation(deps);
  while (job?.state === "running" && !signal?.aborted) {
    await sleep(POLL_MS);
    job = await currentPopulation(deps);
  }
  if (job?.state !== "completed" || !job.stats) return; // the job logged why
  const { stats } = job;
  logger.info(`sample data ready: ${stats.successful} operations, ${stats.failed} failed`);
  for (const error of stats.errors) logger.warn(`  ${error}`);
  logger.info(`demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of stats.logins) logger.info(`  ${login.role.padEnd(8)} ${login.email}  (${login.name})`);
}
