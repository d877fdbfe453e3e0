import pg from "pg";

/** Any fixed number: every Kuza process on one database asks for the same lock. */
const MIGRATION_LOCK_KEY = 0x6b757a61; // "kuza"

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock, so that several server processes
 * starting at once on one database migrate one after the other: the first applies what is
 * pending, the others then find nothing left to do. (Without it two processes starting on a new
 * database both ran the first migration and one died on "type already exists".)
 *
 * The lock is held by a connection of its own for the whole run; the migration itself runs on
 * the pool. A session lock is released by the server if this process dies mid-way.
 */
export async function withMigrationLock<T>(url: string, migrate: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a dropped lock connection surfaces as the query's own error
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    return await migrate();
  } finally {
    await client.end().catch(() => {});
  }
}
