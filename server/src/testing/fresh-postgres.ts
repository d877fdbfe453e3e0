import { randomBytes } from "node:crypto";
import pg from "pg";

export type FreshPostgres = { url: string; drop: () => Promise<void> };

/**
 * A brand-new database on the server in `baseUrl` (TEST_DATABASE_URL by default; null without
 * one), named `<prefix>_<random>` so a leftover says which suite made it, and dropped by `drop`
 * even while connections are still open. With `template` it starts as a copy of that database
 * (already migrated, see database-templates.ts) instead of empty.
 */
export async function freshPostgresDatabase(
  prefix = "kuza_test",
  baseUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<FreshPostgres | null> {
  if (!baseUrl) return null;
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
