import { parseArgs } from "node:util";
import pg from "pg";
import { startInProcessApp } from "./bench-api-in-process";
import { routesOf } from "./bench-api-measure";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    // The seed's size: give the one bench:api seeded there (--businesses 100000), or it is reseeded.
    businesses: { type: "string" },
    plans: { type: "boolean", default: false },
    sql: { type: "boolean", default: false },
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

const { app, info, requestOf, close } = await startInProcessApp({
  databaseUrl: url,
  origin: "http://127.0.0.1:3460",
  quick: flags.quick,
  businesses: flags.businesses ? Number(flags.businesses) : undefined,
  tag: "explain",
});
console.log(`${info.reused ? "reused" : "seeded"} data set: ${JSON.stringify(info.rows)}`);

type Plan = { Plan: PlanNode; "Execution Time": number; "Planning Time": number };
type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  // The pages the node and its children touched: found in PostgreSQL's cache, or read into it.
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  Plans?: PlanNode[];
};

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
        `  ${plan["Execution Time"].toFixed(2).padStart(6)} ms  plan ${plan["Planning Time"].toFixed(2).padStart(5)} ms  rows ${String(plan.Plan["Actual Rows"]).padStart(4)}  pages ${String(plan.Plan["Shared Hit Blocks"] + plan.Plan["Shared Read Blocks"]).padStart(4)}  ${oneLine.slice(0, 100)}`,
      );
      if (flags.sql)
        console.log(`             sql: ${oneLine}\n             values: ${JSON.stringify(statement.values)}`);
      if (scans.length > 0) console.log(`             seq scan: ${scans.join(", ")}`);
      if (text && plan["Execution Time"] > 1) console.log(text.replace(/^/gm, "             | "));
    }
  } finally {
    client.release();
  }
}
await pool.end();
await close();
