import { Server as HttpServer } from "node:http";
import { Server as NetServer } from "node:net";
import { serve } from "@hono/node-server";
import { buildDeps, createApp } from "./app";
import { startBackgroundJobs } from "./background-jobs";
import { lockDataDir } from "./db/data-dir-lock";
import { readEnv } from "./env";
import { startKeyPruner } from "./idempotency/key-pruner";
import { AppError } from "./lib/errors";
import { ensureAdmin } from "./modules/accounts/accounts.service";
import { isNewEmbeddedDatabase, seedOnStart, shouldSeedOnStart } from "./modules/sample-data/seed-on-start";
import { gracesOf, startOrphanSweeper } from "./storage/orphan-sweep";

const SHUTDOWN_GRACE_MS = 10_000;
/** How often idle keep-alive sockets are closed while draining (the first time one tick after the signal). */
const IDLE_CLOSE_TICK_MS = 250;
/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). Longer than the idle
 * timeout of the proxies and clients that reuse connections (a load balancer's 60 s): a server that
 * closes first races the client's next request on that socket, which then fails with ECONNRESET.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** net.Server's close: stops listening without touching open connections. */
const netClose = NetServer.prototype.close as (this: unknown, callback: () => void) => void;

const env = readEnv();
const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir);
const seedDemo = shouldSeedOnStart(env, isNewEmbeddedDatabase(env));
const deps = await buildDeps(env);
const { logger } = deps;

if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  try {
    const { created } = await ensureAdmin(deps, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    logger.info(created ? `admin ${env.ADMIN_EMAIL} created` : `admin ${env.ADMIN_EMAIL} already exists`);
  } catch (error) {
    logger.error(`ADMIN_EMAIL not applied: ${error instanceof AppError ? error.message : String(error)}`);
  }
}

// Stored files no row names (a kill -9 between an upload's file and its row): swept now, then
// periodically. With the embedded database this process holds the data dir alone, so nothing can be
// mid-upload before it listens, and this first sweep ends before it does (decision 026).
const orphanSweeper = await startOrphanSweeper(deps, {
  graces: gracesOf(env),
  intervalMs: env.ORPHAN_SWEEP_SECONDS * 1000,
  alone: !env.DATABASE_URL,
});

const { app, idle, startDraining } = createApp(deps);
// The job queue: e-mails, digests, reminders, match notifications. Run here unless JOB_WORKER=off
// leaves them to `npm run worker` (decision 040).
const backgroundJobs = await startBackgroundJobs(deps, { runJobs: env.JOB_WORKER === "on" });
// Idempotency keys past their day (decision 025).
const keyPruner = startKeyPruner(deps);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    `Kuza listening on ${env.appUrl} (port ${info.port}, ${deps.database.kind} database, mail: ${deps.mailer.describe}, jobs: ${env.JOB_WORKER === "on" ? "run here" : "left to npm run worker"})`,
  );
});
if (server instanceof HttpServer) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the headers timeout above the keep-alive one, or a slow request on a reused socket is cut.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

// A new embedded database gets the sample data once, while the server already answers.
const seeding = new AbortController();
const seeded = seedDemo ? seedOnStart(deps, seeding.signal) : Promise.resolve();

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info(`${signal}: draining in-flight requests`);
  startDraining();
  // Stop accepting connections. Requests already running finish, each answer now closing its
  // connection; stragglers are cut after the grace period. Idle keep-alive sockets are closed a
  // moment later, not at once (http.Server's own close() would): a busy server may not yet have
  // read a request that a client sent on one before the signal, and closing it would drop that
  // request. By the first tick such requests have been read and their sockets are busy.
  const closed = new Promise<void>((resolve) => netClose.call(server, () => resolve()));
  const closeIdle = setInterval(() => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }, IDLE_CLOSE_TICK_MS);
  const timer = setTimeout(() => {
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(closeIdle);
  // Sockets are closed, but a handler whose client went away may still be using the database.
  await Promise.race([idle(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))]);
  clearTimeout(timer);
  seeding.abort();
  await seeded;
  await backgroundJobs.stop();
  await keyPruner.stop();
  await orphanSweeper.stop();
  await deps.realtime.close();
  await deps.database.close();
  unlock();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
