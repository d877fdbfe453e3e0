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
import { withMigrationLock } from "./migration-lock";
import * as schema from "./schema";

type Schema = typeof schema;
/** Both drivers give this shape; queries are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Stops a LISTEN started with DatabaseHandle.listen. */
type Unlisten = () => Promise<void>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when a trivial query answers. */
  ping: () => Promise<boolean>;
  /**
   * LISTENs on a channel with a connection of its own (a pool would hand LISTEN to a random,
   * shared connection). `onLost` is called once if that connection dies; listen again then.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onLost?: (error: Error) => void) => Promise<Unlisten>;
  close: () => Promise<void>;
};

/** How long opening a PostgreSQL connection may take before it counts as a failure. */
const CONNECT_TIMEOUT_MS = 3_000;
/** A readiness probe that gets no answer in this time reports the database down. */
const PING_TIMEOUT_MS = 2_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * PostgreSQL's default 128 MB buffer cache lives inside PGlite's WebAssembly memory and is
 * claimed at start, which put an idle server at ~350 MB. 32 MB holds the hot pages of a
 * catalogue of thousands of businesses (see docs/performance.md) and brings it to ~230 MB.
 * Passed as a start parameter, not through postgresql.conf, so the data dir stays unchanged.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/**
 * A real PostgreSQL server when a URL is given, otherwise embedded PGlite (on disk, or in memory,
 * or the instance given: tests hand in one loaded from a migrated template).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | "memory";
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    // A connect that hangs (a server behind a dead network path) fails after a few seconds, so a
    // request answers 503 instead of waiting for the client's patience to run out.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // pg's default closes a connection after 10 s unused. The pool reuses the connection it
      // released last, so under a steady load the others sit unused, close, and are opened again
      // at the next burst: a request then waited 40-70 ms for a new backend, every few seconds at
      // 1,000 requests a second (docs/performance.md › Match notifications). Five minutes keeps
      // them through any traffic and still frees them when the process has none.
      idleTimeoutMillis: 5 * 60 * 1000,
    });
    // An idle connection the server drops (restart, admin command) is an 'error' on the pool;
    // unheard, it would crash the process. The pool discards that connection and opens another.
    pool.on("error", () => {});
    // The pool hears only its idle connections: one checked out between two statements (inside a
    // transaction) that the server drops would raise an unheard 'error' and end the process. The
    // statement in flight fails instead, and the pool discards the connection when it is released.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema });
    // Several processes may start at once: they take turns to migrate.
    await withMigrationLock(url, () => migratePg(db, { migrationsFolder }));
    const listeners = new Set<pg.Client>();
    return {
      db: db as unknown as Database,
      kind: "postgres",
      ping: () => pingWith(db as unknown as Database),
      listen: (channel, onPayload, onLost) => listenPg(url, listeners, channel, onPayload, onLost),
      // Closing twice is harmless (pg's pool throws on a second end).
      close: async () => {
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        if (!pool.ended) await pool.end();
      },
    };
  }
  const dir = options.dataDir ?? "memory";
  let client: PGlite;
  if (options.pglite) {
    client = options.pglite;
  } else if (dir === "memory") {
    client = new PGlite({ startParams: PGLITE_START_PARAMS });
  } else {
    const pgdata = path.join(dir, "pglite");
    mkdirSync(pgdata, { recursive: true });
    client = new PGlite(pgdata, { startParams: PGLITE_START_PARAMS });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => pingWith(db as unknown as Database),
    // PGlite runs in this process: its listen hears every NOTIFY sent through this instance.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

async function listenPg(
  url: string,
  listeners: Set<pg.Client>,
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: (error: Error) => void,
): Promise<Unlisten> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  let stopped = false;
  let connected = false;
  let lost = false;
  const lose = (error: Error) => {
    listeners.delete(client);
    if (stopped || lost || !connected) return;
    lost = true;
    client.end().catch(() => {});
    onLost?.(error);
  };
  // Without an error listener a dropped connection would crash the process.
  client.on("error", lose);
  client.on("end", () => lose(new Error("LISTEN connection ended")));
  client.on("notification", (message) => {
    if (message.channel === channel) onPayload(message.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  connected = true;
  listeners.add(client);
  return async () => {
    stopped = true;
    listeners.delete(client);
    await client.end().catch(() => {});
  };
}

async function pingWith(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
