// Where the time of `npm run bench:api`'s routes goes, query by query (PostgreSQL only):
//
//   DATABASE_URL=postgres://… npx tsx scripts/bench-api-explain.ts [--quick] [--plans] [--routes a,b]
//
// Seeds the bench data set unless a complete one of that size is there (as bench:api --reuse),
// runs the app in this process, sends each measured route once as bench:api does (after one
// unmeasured call), records every statement the request sends through pg, and runs EXPLAIN
// (ANALYZE, BUFFERS) on each inside a rolled-back transaction. Prints per route the number of
// statements and, per statement, execution time, rows and the sequential scans in its plan;
// --plans prints the plans of statements over 1 ms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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
    plans: { type: "boolean", default: false },
    routes: { type: "string" },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error("bench-api-explain needs DATABASE_URL (EXPLAIN ANALYZE on the seeded PostgreSQL)");

type Captured = { text: string; values: unknown[] };
let capture: Captured[] | null = null;
// Every statement of drizzle, better-auth and the pool goes through Client#query.
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [unknown, unknown];
  if (capture) {
    if (typeof first === "string") capture.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first)
      capture.push({
        text: String(first.text),
        values: (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []),
      });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const origin = "http://127.0.0.1:3460";
const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-bench-explain-"));
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
console.log(`${info.reused ? "reused" : "seeded"} data set: ${JSON.stringify(info.rows)}`);

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
    const body = JSON.stringify({ content: `explain ${n}` });
    const headers = { cookie: senderCookie, origin, "content-type": "application/json" };
    return [`/api/conversations/${sender?.conversationId}/messages`, { method: "POST", headers, body }];
  }
  const headers: Record<string, string> = route.auth === "reader" ? { cookie: reader } : {};
  return [route.paths?.[n % route.paths.length] ?? route.path, { headers }];
}

type Plan = { Plan: PlanNode; "Execution Time": number; "Planning Time": number };
type PlanNode = { "Node Type": string; "Relation Name"?: string; "Actual Rows": number; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" ? [`${node["Relation Name"]} (${node["Actual Rows"]} rows)`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

async function explain(client: pg.PoolClient, statement: Captured) {
  await client.query("begin");
  try {
    const json = await client.query({
      text: `explain (analyze, buffers, format json) ${statement.text}`,
      values: statement.values,
    });
    const plan = (json.rows[0] as { "QUERY PLAN": Plan[] })["QUERY PLAN"][0] as Plan;
    const text = flags.plans
      ? (await client.query({ text: `explain (analyze) ${statement.text}`, values: statement.values })).rows
          .map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"])
          .join("\n")
      : "";
    return { plan, text };
  } finally {
    await client.query("rollback");
  }
}

const pool = new pg.Pool({ connectionString: url, max: 1 });
const wanted = flags.routes ? new Set(flags.routes.split(",")) : null;
for (const route of routesOf(info).filter((r) => !wanted || wanted.has(r.name))) {
  await app.request(...requestOf(route, 1));
  capture = [];
  const started = performance.now();
  const res = await app.request(...requestOf(route, 2));
  const ms = performance.now() - started;
  const statements = capture;
  capture = null;
  await res.arrayBuffer();
  console.log(
    `\n${route.name}: ${route.method} ${route.path} → ${res.status}, ${statements.length} statements, ${ms.toFixed(1)} ms in-process`,
  );
  const client = await pool.connect();
  try {
    for (const statement of statements) {
      const oneLine = statement.text.replace(/\s+/g, " ");
      if (!/^(select|with|insert|update|delete)/i.test(oneLine.trim())) {
        console.log(`  ${"-".padStart(8)}  ${oneLine.slice(0, 110)}`);
        continue;
      }
      const { plan, text } = await explain(client, statement);
      const scans = seqScans(plan.Plan);
      console.log(
        `  ${plan["Execution Time"].toFixed(2).padStart(6)} ms  rows ${String(plan.Plan["Actual Rows"]).padStart(4)}  ${oneLine.slice(0, 110)}`,
      );
      if (scans.length > 0) console.log(`             seq scan: ${scans.join(", ")}`);
      if (text && plan["Execution Time"] > 1) console.log(text.replace(/^/gm, "             | "));
    }
  } finally {
    client.release();
  }
}
await pool.end();
await deps.realtime.close();
await deps.database.close();
rmSync(dataDir, { recursive: true, force: true });
