import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers give this shape; queries are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when a trivial query answers. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** A real PostgreSQL server when a URL is given, otherwise embedded PGlite (on disk, or in memory). */
export async function openDatabase(options: { url?: string; dataDir?: string | "memory" }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      ping: () => pingWith(db as unknown as Database),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir ?? "memory";
  let client: PGlite;
  if (dir === "memory") {
    client = new PGlite();
  } else {
    const pgdata = path.join(dir, "pglite");
    mkdirSync(pgdata, { recursive: true });
    client = new PGlite(pgdata);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => pingWith(db as unknown as Database),
    close: () => client.close(),
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
