// npm run bench:matching — how long ranking takes for one investor, cold and cached.
//
// Seeds 1k, 10k and 100k businesses (two in three with an active campaign) straight into the
// database (generate_series), on the embedded database (PGlite in memory) and on PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/kuza_match_bench, dropped and
// created afresh: use a database of its own), then times the matching service for one investor: cold (the cache entry dropped,
// so everything is read and scored again) and cached (the version check and a page of cards).
// Goals (reported, not enforced): 10k < 50 ms cold, 100k < 500 ms cold, cached < 5 ms,
// growth no worse than linear. Options: BENCH_SIZES (1000,10000,100000), BENCH_DB (both|pglite|postgres).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../server/src/db/client";
import { listMatches } from "../server/src/modules/matching/matching.service";
import { forgetMatches } from "../server/src/modules/matching/matching-cache";
import { forgetSnapshots } from "../server/src/modules/matching/matching-snapshot";

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const WHICH = process.env.BENCH_DB ?? "both";
const PG_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/kuza_match_bench";
const COLD_RUNS = 7;
const CACHED_RUNS = 200;
const INVESTOR = "mb-investor";
const QUERY = { limit: 24, offset: 0 };
const viewer = { userId: INVESTOR, role: "investor" };

async function ensurePgDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // A fresh database each run: the sizes grow from empty, as on the embedded database.
  const quoted = `"${name.replace(/"/g, "")}"`;
  await client.query(`drop database if exists ${quoted} with (force)`);
  await client.query(`create database ${quoted}`);
  await client.end();
}

async function count(db: Database): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from businesses where user_id like 'mb-f-%'`);
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

async function seedInvestor(db: Database) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified) values (${INVESTOR}, 'Bench Investor', 'mb-investor@bench.test', true)
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (id, email, role, full_name, investor_type) values (${INVESTOR}, 'mb-investor@bench.test', 'investor', 'Bench Investor', 'vc')
    on conflict do nothing`);
  const prefs = JSON.stringify({
    sectors: ["fintech", "agtech"],
    ticketSizes: { min: 0, max: 20_000 },
    riskAppetite: "high",
    stagePreference: null,
    investmentThesis: null,
    dealAppetite: null,
    preferredIndustries: [],
  });
  await db.execute(sql`
    insert into investors (user_id, full_name, investor_type, address, investment_preferences)
    values (${INVESTOR}, 'Bench Investor', 'vc', 'Nairobi, Kenya', ${prefs}::jsonb) on conflict do nothing`);
}

/** Tops the bench's businesses up to `size` (rows from earlier sizes are kept). */
async function seedBusinesses(db: Database, size: number) {
  const from = (await count(db)) + 1;
  if (from > size) return;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'mb-f-' || g, 'Founder ' || g, 'mb-f-' || g || '@bench.test', true from generate_series(${from}::int, ${size}::int) g`);
  await db.execute(sql`
    insert into businesses (user_id, business_name, business_type, description, incorporation_country, stage, traction_metrics)
    select 'mb-f-' || g, 'Bench Business ' || g,
      (array['software','fintech','healthcare','ecommerce','renewable_energy','edtech','logistics','agtech'])[1 + g % 8],
      'A business seeded for bench:matching',
      (array['Kenya','Nigeria','Ghana','South Africa','Egypt','Rwanda'])[1 + g % 6],
      (array['seed','series-a','series-b','growth'])[1 + g % 4]::business_stage,
      jsonb_build_object('revenue', (g * 7919) % 1000000, 'users', g % 5000, 'growthRate', (g * 31) % 120)
    from generate_series(${from}::int, ${size}::int) g`);
  await db.execute(sql`
    insert into campaigns (business_id, title, summary, funding_goal, equity_offered, min_investment, max_investment, instrument, status, ends_at)
    select b.id, 'Bench round', 'Seeded', 100000, 10, 1000 * (1 + (g % 40)), 500000, 'safe', 'active', now() + interval '30 days'
    from generate_series(${from}::int, ${size}::int) g join businesses b on b.user_id = 'mb-f-' || g
    where g % 3 <> 0`);
  // The activation queue is for notifications, not this bench.
  await db.execute(sql`delete from match_campaign_activations`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timeCold(db: Database, forgetAll: boolean) {
  const times: number[] = [];
  let kept = 0;
  for (let i = 0; i < COLD_RUNS; i++) {
    if (forgetAll) forgetSnapshots(db);
    forgetMatches(db, INVESTOR);
    const t = performance.now();
    const list = await listMatches(db, viewer, QUERY);
    times.push(performance.now() - t);
    kept = list.allTotal;
  }
  return { times, kept };
}

async function measure(db: Database) {
  // Cold: nothing in memory (the first request after a change); user cold: this user's entry is
  // gone but the catalogue read at this data version is shared (another user's request read it).
  const { times: cold, kept } = await timeCold(db, true);
  const { times: userCold } = await timeCold(db, false);
  const cached: number[] = [];
  for (let i = 0; i < CACHED_RUNS; i++) {
    const t = performance.now();
    await listMatches(db, viewer, QUERY);
    cached.push(performance.now() - t);
  }
  return { cold: median(cold), userCold: median(userCold), cached: median(cached), cachedP95: p95(cached), kept };
}

async function run(kind: "pglite" | "postgres"): Promise<Row[]> {
  if (kind === "postgres") await ensurePgDatabase(PG_URL);
  const handle = await openDatabase(kind === "postgres" ? { url: PG_URL } : { dataDir: "memory" });
  const rows: Row[] = [];
  try {
    await seedInvestor(handle.db);
    for (const size of SIZES) {
      const t = performance.now();
      await seedBusinesses(handle.db, size);
      const seeded = ((performance.now() - t) / 1000).toFixed(1);
      const m = await measure(handle.db);
      const row = {
        database: kind,
        businesses: size,
        kept: m.kept,
        "cold p50 ms": +m.cold.toFixed(1),
        "user cold p50 ms": +m.userCold.toFixed(1),
        "cached p50 ms": +m.cached.toFixed(2),
        "cached p95 ms": +m.cachedP95.toFixed(2),
        "seed s": seeded,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    await handle.close();
  }
  return rows;
}

type Row = Record<string, string | number>;
const all: Row[] = [];
if (WHICH !== "postgres") all.push(...(await run("pglite")));
if (WHICH !== "pglite") all.push(...(await run("postgres")));
console.table(all);
for (const db of ["pglite", "postgres"]) {
  const r = all.filter((x) => x.database === db);
  for (let i = 1; i < r.length; i++) {
    const a = r[i - 1] as Record<string, number>;
    const b = r[i] as Record<string, number>;
    const ratio = (key: string) => ((b[key] ?? 0) / (a[key] ?? 1)).toFixed(1);
    const data = ((b.businesses ?? 0) / (a.businesses ?? 1)).toFixed(0);
    console.log(
      `${db}: ${a.businesses} -> ${b.businesses} businesses (x${data}): cold x${ratio("cold p50 ms")}, user cold x${ratio("user cold p50 ms")}`,
    );
  }
}
process.exit(0);
