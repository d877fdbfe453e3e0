import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { startInProcessApp } from "./bench-api-in-process";
import { type Route, routesOf } from "./bench-api-measure";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    // The seed's size: give the one bench:api seeded there (--businesses 100000), or it is reseeded.
    businesses: { type: "string" },
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

const { app, info, requestOf, close } = await startInProcessApp({
  databaseUrl: url,
  origin: "http://127.0.0.1:3461",
  quick: flags.quick,
  businesses: flags.businesses ? Number(flags.businesses) : undefined,
  tag: "cpu",
});

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
await close();
