// Before bench:api measures anything on PostgreSQL: the server's background work on a fresh seed
// is over, and PostgreSQL's statistics are current. A fresh seed queues one match activation per
// active campaign (11,500 at 10k businesses), and the server drains them into match
// notifications (1.3 million rows at 10k) while it answers: measured meanwhile, the health route
// fell from ~7,500 to ~3,600 req/s and the catalogue's p99 rose to 1.1-1.3 s (27 Nov 2026).
import pg from "pg";

const POLL_MS = 1_000;
const TIMEOUT_MS = 15 * 60_000;

/** Waits until the match activation queue is empty, then VACUUM ANALYZE when anything was waiting or seeded. */
export async function settleDatabase(databaseUrl: string, freshSeed: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    let waited = false;
    for (;;) {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from match_campaign_activations");
      const pending = Number(rows[0]?.n ?? 0);
      if (pending === 0) break;
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`${pending} match activations still queued after 15 min`);
      if (!waited) console.log(`waiting for the server to drain ${pending} match activations…`);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (waited) console.log(`drained in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (waited || freshSeed) {
      const vacuumStarted = Date.now();
      await client.query("vacuum analyze");
      console.log(`vacuum analyze in ${((Date.now() - vacuumStarted) / 1000).toFixed(0)} s`);
    }
    await reportBufferCache(client);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's buffer cache beside the catalogue's tables. At 100k businesses the businesses and
 * campaigns tables are about 500 MB, four times a default server's 128 MB `shared_buffers`: a
 * page of businesses picked anywhere then costs reads from the OS cache, and the business page
 * measured 1.8x slower than at 10k, 1.03x with 2 GB (docs/performance.md, 28 Nov 2026).
 */
async function reportBufferCache(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ buffers: string; buffer_bytes: string; hot_bytes: string }>(
    `select current_setting('shared_buffers') as buffers,
            pg_size_bytes(current_setting('shared_buffers')) as buffer_bytes,
            coalesce(sum(pg_total_relation_size(c.oid)), 0) as hot_bytes
       from pg_class c where c.relname in ('businesses', 'campaigns', 'investments')`,
  );
  const row = rows[0];
  if (!row) return;
  const hotMb = Math.round(Number(row.hot_bytes) / 1e6);
  const fits = Number(row.hot_bytes) <= Number(row.buffer_bytes);
  console.log(
    `shared_buffers ${row.buffers}; businesses, campaigns and investments ${hotMb} MB${fits ? "" : " (larger: the catalogue reads past PostgreSQL's cache)"}`,
  );
}
