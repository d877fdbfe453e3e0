// npm run bench:api — HTTP throughput and latency of the health route and the hot API routes.
//
// 1. Seeds a realistic data set (bench-api-seed.ts: 10,000 founders with businesses and
//    campaigns, 2,000 investors, 100,000 messages…) straight into the database through the
//    server's own client: an embedded database in a temporary DATA_DIR, or DATABASE_URL.
// 2. Starts the real server on a free loopback port (dist/server/main.js when the server build
//    is available and current, otherwise server/src/main.ts under tsx) with AUTH_RATE_LIMIT=off
//    and a lifted MESSAGE_RATE_LIMIT, and signs the bench users in over HTTP. On PostgreSQL, waits
//    for the server to drain a fresh seed's match activations, then VACUUM ANALYZE
//    (bench-api-settle.ts).
// 3. Runs autocannon against one route after another (bench-api-measure.ts), prints req/s,
//    p50/p99, errors and each route's ratio to the health route, checks the goals (reported, not
//    enforced) and writes everything to .tmp/bench-api-<db>-<time>.json.
//
// Options: --quick (1,000 businesses, 3 s per route), --connections N (50), --duration S (15),
// --warmup S (2), --businesses N, --investors N, --messages N, --routes a,b (names), --reuse
// (keep a complete previous seed of the same size), --data-dir DIR (keep the embedded database
// there instead of a temporary one), --tsx (never the compiled server), --out FILE. Environment:
// DATABASE_URL, BENCH_CONNECTIONS, BENCH_DURATION, BENCH_PORT (default: a free port), BENCH_SERVER_NODE_ARGS (node options for the server, such as --cpu-prof).
// scripts/bench-api-explain.ts shows, per route, the statements sent and their EXPLAIN ANALYZE.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/src/db/client";
import { lockDataDir } from "../server/src/db/data-dir-lock";
import { checkGoals, formatTable, measureRoute, type RouteResult, routesOf, withRatios } from "./bench-api-measure";
import { FULL_SIZE, planOf, QUICK_SIZE, seed } from "./bench-api-seed";
import { signIn, startServer, stopServer } from "./bench-api-server";
import { settleDatabase } from "./bench-api-settle";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    connections: { type: "string" },
    duration: { type: "string" },
    warmup: { type: "string" },
    businesses: { type: "string" },
    investors: { type: "string" },
    messages: { type: "string" },
    routes: { type: "string" },
    reuse: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    tsx: { type: "boolean", default: false },
    out: { type: "string" },
  },
});

function numberOption(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min} (got ${value})`);
  return n;
}

const size = flags.quick ? QUICK_SIZE : FULL_SIZE;
const plan = planOf({
  businesses: numberOption("businesses", flags.businesses, size.businesses, 10),
  investors: numberOption("investors", flags.investors, size.investors, 2),
  messages: numberOption("messages", flags.messages, size.messages, 100),
});
const options = {
  connections: numberOption("connections", flags.connections ?? process.env.BENCH_CONNECTIONS, 50, 1),
  duration: numberOption("duration", flags.duration ?? process.env.BENCH_DURATION, flags.quick ? 3 : 15, 1),
  warmup: numberOption("warmup", flags.warmup, flags.quick ? 1 : 2, 0),
};
const databaseUrl = process.env.DATABASE_URL || undefined;
const kind = databaseUrl ? "postgres" : "pglite";

async function main() {
  const keptDir = flags["data-dir"] ? path.resolve(flags["data-dir"]) : null;
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), "kuza-bench-api-"));
  const where = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
    : `embedded PGlite in ${dataDir}`;
  const startedAt = new Date();
  const loadBefore = loadavg();
  console.log(
    `bench:api: ${where}; ${options.connections} connections, ${options.duration} s per route (+${options.warmup} s warm-up); ` +
      `load average ${loadBefore.map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} cores`,
  );

  console.log(
    `seeding ${plan.businesses} businesses, ${plan.investors} investors, ${plan.messages} messages in ${plan.conversations} conversations…`,
  );
  const unlock = databaseUrl ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase({ url: databaseUrl, dataDir });
  let info: Awaited<ReturnType<typeof seed>>;
  try {
    info = await seed(database.db, plan, { reuse: flags.reuse });
  } finally {
    await database.close();
    unlock();
  }
  console.log(
    `${info.reused ? "reused the previous seed" : "seeded"} in ${info.seconds} s: ${Object.entries(info.rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(", ")}`,
  );

  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let exitCode = 0;
  try {
    server = await startServer({ dataDir, forceTsx: flags.tsx });
    console.log(`server: ${server.command} on ${server.base}`);
    // PGlite: the server holds the only connection, so the drain cannot be watched from here.
    if (databaseUrl) await settleDatabase(databaseUrl, !info.reused);
    const reader = await signIn(server.base, info.benchInvestorEmail);
    const senderCount = Math.min(options.connections, info.senders.length);
    const senders: Array<{ cookie: string; conversationId: string }> = [];
    for (const sender of info.senders.slice(0, senderCount)) {
      senders.push({ cookie: await signIn(server.base, sender.email), conversationId: sender.conversationId });
    }
    const wanted = flags.routes ? new Set(flags.routes.split(",").map((s) => s.trim())) : null;
    const routes = routesOf(info).filter((r) => r.kind === "health" || !wanted || wanted.has(r.name));
    const raw: RouteResult[] = [];
    for (const route of routes) {
      const result = await measureRoute(server.base, route, { reader, senders }, options);
      raw.push(result);
      console.log(
        `  ${route.name.padEnd(22)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms` +
          `  errors ${result.errors + result.non2xx}  load ${result.loadAverage[0]}`,
      );
    }
    const results = withRatios(raw);
    const goals = checkGoals(results, kind);
    console.log(`\n${formatTable(results)}\n`);
    for (const g of goals) console.log(`goal ${g.goal}: ${g.met ? "met" : "NOT met"} (${g.detail})`);

    const file =
      flags.out ?? path.join(".tmp", `bench-api-${kind}-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: { kind, where },
      server: server.command,
      machine: { cores: cpus().length, node: process.version, loadBefore, loadAfter: loadavg() },
      options,
      seed: { plan: info.plan, reused: info.reused, seconds: info.seconds, rows: info.rows },
      results,
      goals,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${file}`);
  } catch (error) {
    console.error(`bench:api crashed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    exitCode = 1;
  } finally {
    if (server && !(await stopServer(server.child))) exitCode = 1;
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

await main();
