import { buildDeps } from "./app";
import { startBackgroundJobs } from "./background-jobs";
import { readEnv } from "./env";

// `npm run worker`: a process that runs the job queue (e-mails, digests, reminders, match
// notifications) and answers no requests (decision 040). The servers beside it start with
// JOB_WORKER=off, so no job's work takes their event loop or their cores; any number of workers
// may run, each due job is claimed by one (decision 027). PostgreSQL only: the embedded database
// is one process's own. On a machine shared with servers, start it with a lower priority
// (`nice -n 19 npm run worker`).

const env = readEnv();
if (!env.DATABASE_URL) {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL): the embedded database is the server's own.");
  process.exit(1);
}
const deps = await buildDeps(env);
const backgroundJobs = await startBackgroundJobs(deps, { runJobs: true });
// Every timer of the job queue lets the process exit; this one keeps it up until a signal.
const keepAlive = setInterval(() => {}, 60 * 60 * 1000);
deps.logger.info(`Kuza job worker running (${deps.database.kind} database, mail: ${deps.mailer.describe})`);

/**
 * How long a stop waits for the job under way (a match drain hands over within its 30 s budget)
 * before exiting anyway: that job is then taken again by another process once its lease ends.
 * Give the supervisor a longer stop timeout than this (README: 40 s).
 */
const STOP_GRACE_MS = 35_000;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info(`${signal}: finishing the job under way; the others go back to the queue`);
  clearInterval(keepAlive);
  const late = setTimeout(() => {
    deps.logger.warn(`a job still ran ${STOP_GRACE_MS / 1000} s after ${signal}: left to its lease`);
    process.exit(1);
  }, STOP_GRACE_MS);
  late.unref();
  await backgroundJobs.stop();
  await deps.realtime.close();
  await deps.database.close();
  deps.logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
