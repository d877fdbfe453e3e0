import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES_EMAIL_JOB } from "./modules/notifications/email/enqueue-notification-emails";
import { readOutbox } from "./testing/accounts";
import { type FreshPostgres, freshPostgresDatabase } from "./testing/fresh-postgres";
import { postgresRows } from "./testing/reliability/database-rows";
import {
  conversationPair,
  freePort,
  type ServerProcess,
  startServer,
  startWorker,
  stopServer,
} from "./testing/reliability/server-process";

// Decision 040: a server started with JOB_WORKER=off enqueues jobs but runs none; `npm run worker`
// (its bundle, dist/server/worker.js, as a process of its own on the same PostgreSQL) runs them.
// Proved with a user's job: the e-mail telling a founder of a message, which the server would send
// within a second of its falling due if it ran jobs.
//
// Needs PostgreSQL: skipped when TEST_DATABASE_URL is unset (the embedded database is one
// process's own, and the server refuses JOB_WORKER=off on it). `.ci/run` sets it.

const base = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!base)("a server with JOB_WORKER=off and `npm run worker` beside it", () => {
  let database: FreshPostgres;
  let server: ServerProcess;
  let worker: ServerProcess | undefined;
  let dirs: string[] = [];
  let serverDir = "";
  let workerDir = "";
  // Shared, as README's "Running on several machines" says: the worker signs the e-mails'
  // unsubscribe links that the server checks. (Each is given the server's address as APP_URL.)
  const shared = { AUTH_SECRET: randomBytes(32).toString("hex") };
  let serverPort = 0;

  const sql = <T>(text: string, params: unknown[] = []) => postgresRows<T>(database.url, text, params);

  beforeAll(async () => {
    dirs = ["server", "worker"].map((name) => mkdtempSync(path.join(tmpdir(), `kuza-${name}-`)));
    [serverDir, workerDir] = dirs as [string, string];
    const fresh = await freshPostgresDatabase("kuza_job_worker", base);
    if (!fresh) throw new Error("no PostgreSQL");
    database = fresh;
    serverPort = await freePort();
    server = await startServer({
      dataDir: serverDir,
      port: serverPort,
      databaseUrl: database.url,
      env: { ...shared, JOB_WORKER: "off" },
    });
  }, 180_000);

  afterAll(async () => {
    if (worker) await stopServer(worker);
    if (server) await stopServer(server);
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("leaves a due job to the worker, which sends its e-mail once and stops cleanly on SIGTERM", async () => {
    const { investor, conversationId } = await conversationPair(server.base);
    const sent = await investor.post(`/api/conversations/${conversationId}/messages`, { content: "Are you raising?" });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    // The database is this test's own: its one founder is the one the message went to.
    const [founderRow] = await sql<{ email: string }>("select email from profiles where role = 'founder'");

    // The message's e-mail waits for a quiet period: bring it due now.
    const due = await sql<{ id: string }>("update jobs set run_at = now() where kind = $1 returning id", [
      MESSAGES_EMAIL_JOB,
    ]);
    expect(due).toHaveLength(1);
    const job = () =>
      sql<{ state: string; attempts: number }>("select state, attempts from jobs where id = $1", [due[0]?.id]);

    // A server that runs jobs polls every second: after three, this one has left it alone.
    await sleep(3_000);
    expect(await job()).toEqual([{ state: "pending", attempts: 0 }]);
    expect(readOutbox(serverDir)).toEqual([]);

    worker = await startWorker({ dataDir: workerDir, port: serverPort, databaseUrl: database.url, env: shared });
    const deadline = Date.now() + 30_000;
    while ((await job())[0]?.state !== "done" && Date.now() < deadline) await sleep(200);
    expect(await job()).toEqual([{ state: "done", attempts: 1 }]);
    const mails = readOutbox(workerDir);
    expect(mails.map((mail) => mail.to)).toEqual([founderRow?.email]);
    expect(readOutbox(serverDir)).toEqual([]);

    // The e-mail's one-click unsubscribe, signed by the worker, is honoured by the server.
    const outbox = path.join(workerDir, "outbox");
    const raw = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), "utf8"))[0] ?? "";
    // A long header is folded onto the next line (RFC 5322): unfolded first.
    const headers = raw.replace(/\r?\n[ \t]+/g, " ");
    const unsubscribe = headers.match(/^List-Unsubscribe: <https?:\/\/[^/]+(\/api\/email\/unsubscribe\?[^>]+)>/m)?.[1];
    expect(unsubscribe, raw.slice(0, 2000)).toBeDefined();
    const answered = await fetch(`${server.base}${unsubscribe}`, { method: "POST" });
    expect(answered.status).toBe(200);

    expect(await stopServer(worker)).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain("SIGTERM: finishing the job under way");
  });
});
