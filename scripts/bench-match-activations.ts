// npm run bench:activations — how long 100k queued campaign activations take to drain into match
// notifications (decision 032), and what a list route's latency does meanwhile.
//
// On PostgreSQL only (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/kuza_activation_bench,
// dropped and created afresh: use a database of its own). Seeds BENCH_INVESTORS investors (50) with
// varied preferences and BENCH_ACTIVATIONS businesses (100 000) with a draft campaign each, then
// activates every campaign in one statement: the trigger queues the activations and one drain job.
// Measures GET /api/notifications (one signed-in investor, two clients in a loop, or BENCH_RATE
// requests a second) while idle, then while the queue drains: by this process's job runner, as a
// server that runs its jobs would, or with BENCH_DRAIN=worker by `npm run worker`'s bundle in a
// process of its own (decision 040), started before the idle measure at `nice` BENCH_WORKER_NICE
// (0), the drain job held back until the drain is measured. BENCH_IDLE_MS: the idle measure (10 s).
// BENCH_PIN=worker (Linux, root, with BENCH_DRAIN=worker): the worker and its PostgreSQL backends
// on the last CPU, this process (the requests) and its backends on the others, in both phases: a
// deployment where the worker has a machine of its own (decision 040), on one machine
// (scripts/bench-activations-pinning.ts). BENCH_PIN=worker+postgres: PostgreSQL's own processes
// (WAL writer, checkpointer, autovacuum…) on the worker's CPU too, as PostgreSQL with cores to spare.
// With pinning, a control phase comes between idle and draining: a process that only spins on the
// worker's CPU for BENCH_IDLE_MS, touching neither PostgreSQL nor Kuza, so what a busy neighbour
// costs the requests on this machine is told apart from what the drain costs. BENCH_SPIN=memory:
// the neighbour writes across 256 MB instead (caches and memory bandwidth are shared too).
// Goals (reported, not enforced): drained in under a minute; request p99 unchanged.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildDeps, createApp } from "../server/src/app";
import { readEnv } from "../server/src/env";
import { jobHandlers } from "../server/src/job-handlers";
import { runDueJobs } from "../server/src/jobs/job-runner";
import { MATCH_ACTIVATIONS_JOB } from "../server/src/modules/matching/matching-notify";
import { buildServer } from "../server/src/testing/reliability/server-process";
import {
  pinnedWorkerCommand,
  pinServingAndBackends,
  SERVING_APP,
  spinOnWorkerCpu,
  WORKER_APP,
} from "./bench-activations-pinning";
import { describe, type Sample } from "./bench-activations-samples";

const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/kuza_activation_bench";
const ACTIVATIONS = Number(process.env.BENCH_ACTIVATIONS ?? 100_000);
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 50);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
/** "worker": the drain runs in `npm run worker`'s process; otherwise in this one. */
const IN_WORKER = process.env.BENCH_DRAIN === "worker";
const WORKER_NICE = Number(process.env.BENCH_WORKER_NICE ?? 0);
/** Requests a second to the list route (an open loop); 0: two clients as fast as they are answered. */
const RATE = Number(process.env.BENCH_RATE ?? 0);
const PIN = process.env.BENCH_PIN === "worker" || process.env.BENCH_PIN === "worker+postgres";
const PIN_POSTGRES = process.env.BENCH_PIN === "worker+postgres";
if (PIN && !IN_WORKER) throw new Error(`BENCH_PIN=${process.env.BENCH_PIN} needs BENCH_DRAIN=worker`);
const ORIGIN = "http://localhost:3000";
/** The checkout, whatever the working directory: the worker's bundle runs from it. */
const root = path.resolve(import.meta.dirname, "..");

async function freshDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1).replace(/"/g, "");
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

await freshDatabase(URL_);
const settings = {
  NODE_ENV: "development",
  DATABASE_URL: URL_,
  LOG_LEVEL: "warn",
  APP_URL: ORIGIN,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "kuza-bench-")),
  AUTH_RATE_LIMIT: "off",
};
if (PIN) process.env.PGAPPNAME = SERVING_APP;
const env = readEnv(settings);
/** The worker's: the same database; "info", so it says when it runs. */
const workerEnv = { ...settings, LOG_LEVEL: "info", ...(PIN && { PGAPPNAME: WORKER_APP }) };
const deps = await buildDeps(env);
const { app } = createApp(deps);
const { db } = deps;

// The signed-in reader of the list route (an investor: their notifications fill up meanwhile).
const registered = await app.request("/api/accounts/register", {
  method: "POST",
  headers: { origin: ORIGIN, "content-type": "application/json" },
  body: JSON.stringify({
    role: "investor",
    fullName: "Bench Reader",
    email: "bench-reader@bench.test",
    password: "river-lantern-42",
    investorType: "angel",
  }),
});
if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
const cookie = registered.headers
  .getSetCookie()
  .map((line) => line.split(";")[0])
  .join("; ");

const sectors = sql.raw(
  "array['software','fintech','healthcare','ecommerce','renewable_energy','edtech','logistics','agtech']",
);
const countries = sql.raw("array['Kenya','Nigeria','Ghana','South Africa','Egypt','Rwanda']");
const t0 = performance.now();
await db.execute(sql`
  insert into "user" (id, name, email, email_verified)
  select 'ab-i-' || g, 'Investor ' || g, 'ab-i-' || g || '@bench.test', true from generate_series(1, ${INVESTORS}::int) g`);
await db.execute(sql`
  insert into profiles (id, email, role, full_name, investor_type)
  select 'ab-i-' || g, 'ab-i-' || g || '@bench.test', 'investor', 'Investor ' || g, 'vc' from generate_series(1, ${INVESTORS}::int) g`);
await db.execute(sql`
  insert into investors (user_id, full_name, investor_type, address, investment_preferences)
  select 'ab-i-' || g, 'Investor ' || g, 'vc', 'Nairobi, ' || (${countries})[1 + g % 6],
    jsonb_build_object('sectors', jsonb_build_array((${sectors})[1 + g % 8], (${sectors})[1 + (g + 3) % 8]),
      'ticketSizes', jsonb_build_object('min', 0, 'max', 20000 * (1 + g % 3)),
      'riskAppetite', (array['low','medium','high'])[1 + g % 3],
      'stagePreference', null, 'investmentThesis', null, 'dealAppetite', null, 'preferredIndustries', '[]'::jsonb)
  from generate_series(1, ${INVESTORS}::int) g`);
await db.execute(sql`
  insert into "user" (id, name, email, email_verified)
  select 'ab-f-' || g, 'Founder ' || g, 'ab-f-' || g || '@bench.test', true from generate_series(1, ${ACTIVATIONS}::int) g`);
await db.execute(sql`
  insert into businesses (user_id, business_name, business_type, description, incorporation_country, stage, traction_metrics)
  select 'ab-f-' || g, 'Bench Business ' || g, (${sectors})[1 + g % 8], 'Seeded for bench:activations',
    (${countries})[1 + g % 6], (array['seed','series-a','series-b','growth'])[1 + g % 4]::business_stage,
    jsonb_build_object('revenue', (g * 7919) % 1000000, 'users', g % 5000, 'growthRate', (g * 31) % 120)
  from generate_series(1, ${ACTIVATIONS}::int) g`);
await db.execute(sql`
  insert into campaigns (business_id, title, summary, funding_goal, equity_offered, min_investment, max_investment, instrument, status, ends_at)
  select b.id, 'Bench round', 'Seeded', 100000, 10, 1000 * (1 + (row_number() over () % 40)), 500000, 'safe', 'draft', now() + interval '30 days'
  from businesses b where b.user_id like 'ab-f-%'`);
// Every campaign becomes active at once: the trigger queues each activation and one drain job.
await db.execute(sql`update campaigns set status = 'active' where status = 'draft'`);
const queued = await one<{ n: number }>(sql`select count(*)::int as n from match_campaign_activations`);
console.log(
  `seeded ${INVESTORS} investors, ${queued.n} queued activations in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

// Settled before measuring, as bench:api is (decision 037): without it the idle figures are taken
// while autovacuum and a checkpoint work through the seed.
await db.execute(sql`vacuum analyze`);
await db.execute(sql`checkpoint`);

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0] as T;
}

/** One request to the list route, timed from `since` (when it was due). */
async function listRequest(since: number): Promise<Sample> {
  const res = await app.request("/api/notifications?limit=20", { headers: { cookie, origin: ORIGIN } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`list: ${res.status}`);
  return { at: since, ms: performance.now() - since };
}

/**
 * The list route asked until `until` resolves; each request's time. Without RATE: two clients in
 * a loop, as fast as the machine answers (a saturated server). With RATE: that many requests a
 * second, each timed from when it was due (an open loop: a slow answer does not delay the next
 * request, so waiting is counted), as a server below its limit sees them.
 */
async function requestLoop(until: Promise<unknown>): Promise<Sample[]> {
  const times: Sample[] = [];
  let done = false;
  void until.then(() => {
    done = true;
  });
  if (RATE > 0) {
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let n = 0; !done; n++) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(listRequest(due).then((time) => void times.push(time)));
    }
    await Promise.all(pending);
    return times;
  }
  const client = async () => {
    while (!done) times.push(await listRequest(performance.now()));
  };
  await Promise.all([client(), client()]);
  return times;
}

/** The drain job waits until the drain is measured; `npm run worker`'s process meanwhile polls an idle queue. */
async function startHeldWorker() {
  await db.execute(sql`update jobs set run_at = now() + interval '1 day' where kind = ${MATCH_ACTIVATIONS_JOB}`);
  buildServer();
  const niced = ["-n", String(WORKER_NICE), process.execPath, "dist/server/worker.js"];
  const [command, args] = PIN ? pinnedWorkerCommand("nice", niced) : ["nice", niced];
  const worker = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...workerEnv },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    worker.stdout?.on("data", (chunk: Buffer) => String(chunk).includes("job worker running") && resolve());
    worker.once("exit", (code) => reject(new Error(`the worker exited with ${code}`)));
  });
  return worker;
}

/** The worker's CPU time so far, in seconds (Linux: /proc/<pid>/stat's utime + stime, in ticks of 10 ms). */
const cpuSecondsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const worker = IN_WORKER ? await startHeldWorker() : null;

// The connections' application_name (PGAPPNAME, set above) says whose each backend is.
const endPinning = PIN ? pinServingAndBackends(db, PIN_POSTGRES) : async () => {};

// Warmed up first, for as long as the idle measure: a cold route's first answers (compiling,
// preparing) and PostgreSQL's first seconds after the seed (measured: idle p99 51 ms in the first
// 10 s at 300 requests a second, 7-11 ms in the next three) are not the idle figure.
await requestLoop(new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
const idle = await requestLoop(new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
console.log(`idle:     ${describe(idle)}`);
// The idle phase's two halves, side by side: how far p99 moves with nothing changed, the noise
// against which "unchanged while draining" is read.
const half = (idle[0]?.at ?? 0) + IDLE_MS / 2;
console.log(`  first half:  ${describe(idle.filter((s) => s.at < half))}`);
console.log(`  second half: ${describe(idle.filter((s) => s.at >= half))}`);

if (PIN) {
  const memory = process.env.BENCH_SPIN === "memory";
  const spun = spinOnWorkerCpu(IDLE_MS, memory);
  console.log(
    `spinning: ${describe(await requestLoop(spun))} (a process spinning on the worker's CPU${memory ? ", writing across 256 MB" : ""})`,
  );
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const workerCpuBefore = worker?.pid ? cpuSecondsOf(worker.pid) : 0;
const drain = worker
  ? drainInWorker()
  : (async () => {
      // The worker's loop: batch after batch of due jobs until none is left.
      while (true) {
        const outcome = await runDueJobs(deps, jobHandlers);
        if (outcome.failed > 0) throw new Error("the drain job failed");
        if (outcome.done + outcome.retried === 0) return;
      }
    })();
/**
 * Lets the held job fall due and waits until the worker has finished it: the job hands over to a
 * new one until the queue is empty (matching-notify.ts), so no job left means no activation left.
 * Only the small jobs table is read every 100 ms: counting the queue's 200k rows as often took a
 * share of the requests' CPU, and only while draining.
 */
async function drainInWorker() {
  await db.execute(sql`update jobs set run_at = now() where kind = ${MATCH_ACTIVATIONS_JOB}`);
  while (true) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = await one<{ n: number; failed: number }>(sql`
      select count(*) filter (where state <> 'done')::int as n, count(*) filter (where state = 'failed')::int as failed
      from jobs where kind = ${MATCH_ACTIVATIONS_JOB}`);
    if (Number(left.failed) > 0) throw new Error("the drain job failed (see the worker's log)");
    if (Number(left.n) === 0) return;
  }
}
const busy = await requestLoop(drain);
await drain;
const seconds = (performance.now() - started) / 1000;
const left = await one<{ n: number }>(sql`select count(*)::int as n from match_campaign_activations`);
const sent = await one<{ n: number }>(
  sql`select count(*)::int as n from notifications where message_key = 'match.new'`,
);
console.log(`draining: ${describe(busy)}`);
const cpu = process.cpuUsage(cpuBefore);
if (worker?.pid) {
  console.log(
    `worker (nice ${WORKER_NICE}): ${(cpuSecondsOf(worker.pid) - workerCpuBefore).toFixed(1)} s of CPU while draining`,
  );
  worker.kill("SIGTERM");
}
console.log(
  `drained ${queued.n - left.n} activations into ${sent.n} notifications in ${seconds.toFixed(1)} s (${left.n} left)`,
);
// The rate, and this process's share of it (the rest is PostgreSQL's and other processes').
console.log(
  `rate: ${Math.round((queued.n - left.n) / seconds)} activations/s, ${Math.round(sent.n / seconds)} notifications/s; ` +
    `process CPU ${(cpu.user / 1e6).toFixed(1)} s user + ${(cpu.system / 1e6).toFixed(1)} s system ` +
    `(${(((cpu.user + cpu.system) / 1e6 / seconds) * 100).toFixed(0)}% of one core)`,
);
await endPinning();
await deps.realtime.close();
await deps.database.close();
process.exit(0);
