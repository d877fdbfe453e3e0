import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// Reads what a stopped (or running, on PostgreSQL) server left in its database, bypassing the
// API: the proof that a write is durable is the row itself.

export type Where = { dataDir: string; databaseUrl?: string };

/** Runs one statement on a PostgreSQL database, on a connection of its own, as an operator would. */
export async function postgresRows<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Runs one read-only query against the server's database. */
async function queryRows<T>(where: Where, sql: string, params: unknown[] = []): Promise<T[]> {
  if (where.databaseUrl) return postgresRows<T>(where.databaseUrl, sql, params);
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

/**
 * Every stored key a row names, written out here column by column (not read from the app's own
 * list, which is what is under test), and the library documents there are.
 */
export async function fileReferences(where: Where): Promise<{ keys: Set<string>; libraryIds: Set<string> }> {
  const named = await queryRows<{ key: string }>(
    where,
    `select storage_key as key from due_diligence_documents where storage_key is not null
     union select storage_key from business_documents
     union select storage_key from business_ndas where storage_key is not null
     union select storage_key from nda_acceptances where storage_key is not null
     union select storage_key from verification_requests
     union select substring(url from '/files/public/([^?#]+)') from (
       select image as url from "user" union all select avatar_url from investors
       union all select logo_url from businesses union all select video_pitch_url from businesses
       union all select banner_image_url from campaigns
     ) as images where url like '%/files/public/%'`,
  );
  const library = await queryRows<{ id: string }>(where, "select id from business_documents");
  return { keys: new Set(named.map((row) => row.key)), libraryIds: new Set(library.map((row) => row.id)) };
}
