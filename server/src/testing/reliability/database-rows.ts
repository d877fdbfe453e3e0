import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// Reads what a stopped (or running, on PostgreSQL) server left in its database, bypassing the
// API: the proof that a write is durable is the row itself.

export type Where = { dataDir: string; databaseUrl?: string };

/** Runs one read-only query against the server's database. */
async function queryRows<T>(where: Where, sql: string, params: unknown[] = []): Promise<T[]> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  // Only once the server has stopped: PGlite has no lock between processes.
  const db = new PGlite(path.join(where.dataDir, "pglite"));
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

/** How many messages hold each content starting with `prefix`. */
export async function messageCounts(where: Where, prefix: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ content: string; n: number | string }>(
    where,
    "select content, count(*)::int as n from messages where content like $1 group by content",
    [`${prefix}%`],
  );
  return new Map(rows.map((row) => [row.content, Number(row.n)]));
}
