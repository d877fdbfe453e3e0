// bench:activations' BENCH_PIN=worker (Linux, root): the job worker and its PostgreSQL backends on
// the machine's last CPU, the serving process and its backends on the others, in both phases, as
// a deployment gives the worker a machine of its own (decision 040). PostgreSQL has no priority
// per connection, but on one machine each backend is a process: found by the application_name its
// pool connects with (PGAPPNAME), each is pinned once with taskset. BENCH_PIN=worker+postgres also
// puts PostgreSQL's own processes (WAL writer, checkpointer, background writer, autovacuum) on the
// worker's CPU: the drain is the only writer, so their work is its work, and a deployment's
// PostgreSQL has cores to spare for it.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";

export const SERVING_APP = "kuza-bench-serving";
export const WORKER_APP = "kuza-bench-worker";
const LAST_CPU = availableParallelism() - 1;
const WORKER_CPUS = String(LAST_CPU);
const SERVING_CPUS = LAST_CPU > 0 ? `0-${LAST_CPU - 1}` : "0";
/** PostgreSQL's processes that serve no connection (pg_stat_activity's backend_type). */
const POSTGRES_OWN = [
  "autovacuum launcher",
  "autovacuum worker",
  "background writer",
  "checkpointer",
  "walwriter",
  "logical replication launcher",
];
/** How often new backends are looked for: a pool opens connections under load. */
const LOOK_EVERY_MS = 200;

/** The worker's command, on its CPU. */
export function pinnedWorkerCommand(command: string, args: string[]): [string, string[]] {
  return ["taskset", ["--cpu-list", WORKER_CPUS, command, ...args]];
}

/**
 * A process that only spins on the worker's CPU for `ms` (with `memory`, writing across 256 MB),
 * touching neither PostgreSQL nor Kuza: the control beside the drain. Resolves when it has ended.
 */
export function spinOnWorkerCpu(ms: number, memory: boolean): Promise<void> {
  const spin = memory
    ? `const a = new Float64Array(32 << 20), end = Date.now() + ${ms};
       for (let i = 0; Date.now() < end; i = (i + 4099) % a.length) a[i] += 1;`
    : `const end = Date.now() + ${ms}; while (Date.now() < end);`;
  const [command, args] = pinnedWorkerCommand(process.execPath, ["-e", spin]);
  const spinner = spawn(command, args, { stdio: "ignore" });
  return new Promise((resolve, reject) => {
    spinner.once("error", reject);
    spinner.once("exit", () => resolve());
  });
}

/**
 * Pins this process (every thread) and each backend of both apps until the returned function is
 * called; it resolves once the loop has stopped, so the database can then be closed under it.
 */
export function pinServingAndBackends(db: Database, postgresOwn: boolean): () => Promise<void> {
  spawnSync("taskset", ["--all-tasks", "--pid", "--cpu-list", SERVING_CPUS, String(process.pid)], { stdio: "ignore" });
  console.log(
    `pinned: requests and their backends on CPUs ${SERVING_CPUS}, the worker and its backends` +
      `${postgresOwn ? " and PostgreSQL's own processes" : ""} on ${WORKER_CPUS}`,
  );
  const pinned = new Set<number>();
  let done = false;
  const loop = (async () => {
    while (!done) {
      const backends = (await db.execute(
        sql`select pid, application_name as app, backend_type as type from pg_stat_activity
          where application_name in (${SERVING_APP}, ${WORKER_APP})
          ${postgresOwn ? sql`or backend_type in ${POSTGRES_OWN}` : sql``}`,
      )) as unknown as { rows: { pid: number; app: string; type: string }[] };
      for (const { pid, app, type } of backends.rows) {
        if (pinned.has(pid)) continue;
        pinned.add(pid);
        const cpus = app === WORKER_APP || POSTGRES_OWN.includes(type) ? WORKER_CPUS : SERVING_CPUS;
        spawnSync("taskset", ["--pid", "--cpu-list", cpus, String(pid)], { stdio: "ignore" });
      }
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  })();
  return () => {
    done = true;
    return loop;
  };
}
