import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDeps, createApp } from "../app";
import type { Database } from "../db/client";
import { type Env, readEnv } from "../env";
import { createLogger, type Logger } from "../lib/logger";
import { postgresTemplate } from "./database-templates";
import { fastPasswordHashing } from "./fast-password-hashing";
import { freshPostgresDatabase } from "./fresh-postgres";
import { readJsonOrText } from "./read-body";
import { giveBackPglite, takePglite } from "./reused-pglite";

export const TEST_ORIGIN = "http://localhost:3000";
/** Each test app's database, for databaseOf. */
const databases = new WeakMap<object, Database>();

/** A well-formed uuid no row has. */
export const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/**
 * A fresh app for one test file: in-memory PGlite, or a brand-new database on the server in
 * TEST_DATABASE_URL. Rate limits stay on unless the file asks for them off.
 */
export async function createTestApp(
  options: {
    rateLimit?: "on" | "off";
    env?: Record<string, string>;
    /**
     * A second app on the same database, as a second server process would be: on PostgreSQL it
     * opens its own pool and LISTEN connection to the same database; on PGlite (one process by
     * nature) it shares the open instance. Closing it leaves the database to its owner.
     */
    sameDatabaseAs?: TestAppHandle;
    /** "fast" (the default) or the hashing a started server uses (fast-password-hashing.ts says why). */
    passwordHashing?: "fast" | "better-auth";
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-test-"));
  const shared = options.sameDatabaseAs?.deps;
  const database = shared ? null : await freshPostgresDatabase("kuza_test", undefined, postgresTemplate());
  const databaseUrl = shared ? shared.env.DATABASE_URL : database?.url;
  const env = readEnv({
    NODE_ENV: "test",
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: options.rateLimit ?? "on",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...options.env,
  });
  const sharedHandle = shared && shared.database.kind === "pglite" ? shared.database : undefined;
  const fromTemplate = databaseUrl || sharedHandle ? undefined : await takePglite();
  const { logger, logs } = recordingLogger(env.LOG_LEVEL);
  const deps = await buildDeps(env, {
    memoryDatabase: !databaseUrl,
    database: sharedHandle ?? fromTemplate,
    logger,
    passwordHashing: options.passwordHashing === "better-auth" ? undefined : fastPasswordHashing,
  });
  const { app, idle, startDraining } = createApp(deps);
  databases.set(app, deps.db);
  return {
    app,
    deps,
    idle,
    /** Every entry the app logged, whatever LOG_LEVEL prints. */
    logs,
    dataDir,
    startDraining,
    close: async () => {
      await deps.realtime.close();
      if (fromTemplate) await giveBackPglite(fromTemplate.reusable);
      else if (!sharedHandle) await deps.database.close();
      await database?.drop();
      // Its files (uploads, the outbox, the auth secret) go with it: a run makes hundreds.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TestAppHandle = Awaited<ReturnType<typeof createTestApp>>;

export type LogEntry = { level: keyof Logger; message: string; extra?: Record<string, unknown> };

/** The app's logger, printing as LOG_LEVEL says and keeping every entry for the test to read. */
function recordingLogger(level: Env["LOG_LEVEL"]): { logger: Logger; logs: LogEntry[] } {
  const printer = createLogger(level);
  const logs: LogEntry[] = [];
  const entry = (name: keyof Logger) => (message: string, extra?: Record<string, unknown>) => {
    logs.push({ level: name, message, ...(extra && { extra }) });
    printer[name](message, extra);
  };
  return {
    logs,
    logger: { debug: entry("debug"), info: entry("info"), warn: entry("warn"), error: entry("error") },
  };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>["app"];

/**
 * The database behind a test app, for fixtures handed only the app that must set what no route
 * sets yet (a business's verification, which an admin grants).
 */
export function databaseOf(app: TestApp): Database {
  const db = databases.get(app);
  if (!db) throw new Error("not an app made by createTestApp");
  return db;
}

/** A tiny cookie-keeping client, so a test reads like a browser session. */
export function createClient(app: TestApp) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.request(url, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(jar.size > 0 && { cookie: cookieHeader() }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const key = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) jar.delete(key);
      else jar.set(key, value);
    }
    const json = await readJsonOrText(res);
    // Tests read whichever fields they assert on; typing every response here would add nothing.
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return { status: res.status, headers: res.headers, json: json as any };
  }
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => request("GET", url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => request("POST", url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => request("PUT", url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request("PATCH", url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => request("DELETE", url, undefined, headers),
  };
}
