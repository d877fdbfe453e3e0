// Node CPU per request of `npm run bench:api`'s routes, a figure a busy machine disturbs far less
// than requests per second (PostgreSQL only):
//
//   DATABASE_URL=postgres://… npx tsx scripts/bench-api-cpu.ts [--quick] [--requests N] [--routes a,b]
//
// Seeds the bench data set unless a complete one of that size is there (as bench:api --reuse),
// runs the app in this process, and sends each route N times (default 1,000, after 100 unmeasured)
// with 4 requests in flight. Prints per route the process's CPU time per request (the server's
// Node work plus the pg client's, not PostgreSQL's), the wall time per request and the number of
// statements one request sends. The load average is printed before and after.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildDeps, createApp } from "../server/src/app";
import { readEnv } from "../server/src/env";
import { type Route, routesOf } from "./bench-api-measure";
import { BENCH_PASSWORD, FULL_SIZE, planOf, QUICK_SIZE, seed } from "./bench-api-seed";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    requests: { type: "string", default: "1000" },
    routes: { type: "string" },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error("bench-api-cpu needs DATABASE_URL (a PostgreSQL server)");
const requests = Number(flags.requests);
if (!Number.isInteger(requests) || requests < 10) throw new Error("--requests must be a whole number ≥ 10");

// Counts the statements sent through pg (drizzle's and better-auth's alike).
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const origin = "http://127.0.0.1:3461";
const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-bench-cpu-"));
const env = readEnv({
  NODE_ENV: "development",
  APP_URL: origin,
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  AUTH_RATE_LIMIT: "off",
  MESSAGE_RATE_LIMIT: "1000000",
  LOG_LEVEL: "error",
  WEB_DIST_DIR: path.join(dataDir, "no-web"),
});
const deps = await buildDeps(env);
const { app } = createApp(deps);
const info = await seed(deps.db, planOf(flags.quick ? QUICK_SIZE : FULL_SIZE), { reuse: true });

async function signIn(email: string): Promise<string> {
  const res = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const reader = await signIn(info.benchInvestorEmail);
const sender = info.senders[0];
if (!sender) throw new Error("no sender in the seed");
const senderCookie = await signIn(sender.email);

function requestOf(route: Route, n: number): [string, RequestInit] {
  if (route.auth === "senders") {
    const body = JSON.stringify({ content: `cpu ${n}` });
    const headers = { cookie: senderCookie, origin, "content-type": "application/json" };
    return [`/api/conversations/${sender?.conversationId}/messages`, { method: "POST", headers, body }];
  }
  const headers: Record<string, string> = route.auth === "reader" ? { cookie: reader } : {};
  return [route.paths?.[n % route.paths.length] ?? route.path, { headers }];
}

async function send(route: Route, count: number, start: number): Promise<void> {
  let next = start;
  const end = start + count;
  const worker = async () => {
    while (next < end) {
      const res = await app.request(...requestOf(route, next++));
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${route.name}: ${res.status}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

console.log(
  `bench-api-cpu: ${requests} requests per route; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on ${cpus().length} cores`,
);
console.log("route                 CPU ms/req  wall ms/req  statements/req");
const wanted = flags.routes ? new Set(flags.routes.split(",")) : null;
for (const route of routesOf(info).filter((r) => !wanted || wanted.has(r.name))) {
  await send(route, 100, 0);
  statements = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await send(route, requests, 100);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  console.log(
    `${route.name.padEnd(22)}${((used.user + used.system) / 1000 / requests).toFixed(2).padStart(10)}` +
      `${(wall / requests).toFixed(2).padStart(13)}${(statements / requests).toFixed(1).padStart(16)}`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
await deps.realtime.close();
await deps.database.close();
rmSync(dataDir, { recursive: true, force: true });
