import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, registerFounder, registerInvestor, signIn } from "../testing/accounts";
import { openEventStream } from "../testing/events";
import { createClient } from "../testing/test-app";
import { type ServerProcess, startServerProcess } from "./server-process";

// Issue 13, Reliability: losing the database. A real server process on its own PostgreSQL
// database; the test ends the app's connections with pg_terminate_backend (an administrator's
// command, or what a restart does to them) and, to hold the database away as a restart would,
// refuses new connections for a while (ALLOW_CONNECTIONS false) instead of restarting the
// PostgreSQL server others share. Meanwhile /api/ready answers 503 and requests answer 503 in the
// error shape, quickly; afterwards the app is back by itself within 5 s, live delivery (LISTEN
// and NOTIFY) included; and the process never dies of an unheard error.

const BASE_URL = process.env.TEST_DATABASE_URL;
/** The bound on recovering by itself. */
const RECOVERY_MS = 5_000;
/** "Quickly": well under a browser's patience, above the pool's 3 s connect timeout. */
const QUICK_MS = 3_500;

type Client = ReturnType<typeof createClient>;

let admin: pg.Client;
let name: string;
let server: ServerProcess;

beforeAll(async () => {
  if (!BASE_URL) return;
  name = `kuza_dbloss_${randomBytes(6).toString("hex")}`;
  admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  server = await startServerProcess({ DATABASE_URL: url.toString() });
});

afterAll(async () => {
  if (!BASE_URL) return;
  await server?.stop();
  await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** Ends every connection the app holds to its database (pool and LISTEN); how many there were. */
async function terminateAppConnections(): Promise<number> {
  const { rows } = await admin.query(
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [name],
  );
  return rows.filter((r) => r.ended).length;
}

const allowConnections = (allow: boolean) => admin.query(`alter database ${name} allow_connections ${allow}`);

/** A request with its answer time. */
async function timed<T>(send: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await send();
  return { answer, ms: Date.now() - started };
}

function expectUnavailable(res: { status: number; json: unknown }) {
  expect(res.status, JSON.stringify(res.json)).toBe(503);
  expect(res.json).toEqual({ error: { code: "UNAVAILABLE", message: expect.any(String) } });
}

/** Polls until `check` passes; how long it took from `since`. */
async function until(check: () => Promise<boolean>, since: number, limitMs: number): Promise<number> {
  while (Date.now() - since < limitMs) {
    if (await check().catch(() => false)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not recovered within ${limitMs} ms`);
}

async function ready(): Promise<boolean> {
  return (await fetch(`${server.base}/api/ready`)).status === 200;
}

async function liveStream(client: Client) {
  const opened = await openEventStream(server.remote, client);
  if (!opened.stream) throw new Error(`no stream: ${opened.status} ${opened.body}`);
  await opened.stream.next((e) => e.event === "ready");
  return opened.stream;
}

/** A message from investor to founder reaches the founder's new stream: LISTEN works again. */
async function deliveredLive(people: Awaited<ReturnType<typeof conversation>>, content: string): Promise<boolean> {
  const stream = await liveStream(people.founder);
  try {
    const sent = await people.investor.post(`/api/conversations/${people.id}/messages`, { content });
    if (sent.status !== 201) return false;
    const event = await stream.next((e) => e.event === "message", 2_000);
    return (event.json as { messageId?: string }).messageId === sent.json.message.id;
  } finally {
    await stream.close();
  }
}

async function conversation() {
  const founder = createClient(server.remote);
  const investor = createClient(server.remote);
  const f = await registerFounder(founder);
  await registerInvestor(investor);
  const started = await investor.post("/api/conversations", { participantId: f.id });
  expect(started.status).toBe(201);
  return { founder, investor, f, id: started.json.conversation.id as string };
}

function parse(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function expectProcessUnharmed() {
  expect(server.exitCode(), server.output()).toBeNull();
  expect(server.output()).not.toMatch(/Unhandled 'error' event|UnhandledPromiseRejection|uncaughtException/i);
}

describe.skipIf(!BASE_URL)("losing the PostgreSQL database", () => {
  it("after pg_terminate_backend on every app connection: no 500, live delivery back within 5 s", async () => {
    const people = await conversation();
    const before = await liveStream(people.founder);

    const ended = await terminateAppConnections();
    const since = Date.now();
    expect(ended).toBeGreaterThanOrEqual(2); // at least one pooled connection and the LISTEN one

    // Requests right after: answered, and never 500 (the dead pooled connections are replaced).
    const burst = await Promise.all([
      timed(() => people.founder.get("/api/conversations")),
      timed(() => people.investor.post(`/api/conversations/${people.id}/messages`, { content: "right after" })),
      timed(() => people.founder.get("/api/ready")),
      timed(() => signIn(createClient(server.remote), people.f.email, GOOD_PASSWORD)),
    ]);
    for (const { answer, ms } of burst) {
      expect([200, 201, 503], JSON.stringify(answer.json)).toContain(answer.status);
      if (answer.status === 503 && answer.json?.error) expectUnavailable(answer);
      expect(ms).toBeLessThan(QUICK_MS);
    }

    // The stream that lost its LISTEN is ended, so the browser reconnects and refetches.
    expect(await before.waitEnd(RECOVERY_MS)).toBe(true);
    await until(ready, since, RECOVERY_MS);
    const recovered = await until(() => deliveredLive(people, "after terminate"), since, RECOVERY_MS);
    expect(recovered).toBeLessThan(RECOVERY_MS);
    expectProcessUnharmed();
  });

  it("while the database refuses connections (as in a restart): 503 quickly; back by itself within 5 s", async () => {
    const people = await conversation();
    const before = await liveStream(people.founder);

    await allowConnections(false);
    try {
      await terminateAppConnections();
      const down = await timed(() => fetch(`${server.base}/api/ready`));
      expect(down.answer.status).toBe(503);
      expect(await down.answer.json()).toEqual({ status: "unavailable", database: "down" });
      expect(down.ms).toBeLessThan(QUICK_MS);

      const answers = await Promise.all([
        timed(() => people.founder.get("/api/conversations")),
        timed(() => people.investor.post(`/api/conversations/${people.id}/messages`, { content: "during outage" })),
        timed(() => people.founder.get("/api/me")),
        timed(() => signIn(createClient(server.remote), people.f.email, GOOD_PASSWORD)),
        timed(() =>
          openEventStream(server.remote, people.founder).then((o) => ({ status: o.status, json: parse(o.body) })),
        ),
      ]);
      for (const { answer, ms } of answers) {
        expect(answer.status, JSON.stringify(answer.json)).toBe(503);
        if (typeof answer.json === "object") expectUnavailable(answer);
        expect(ms).toBeLessThan(QUICK_MS);
      }
      expect(await before.waitEnd(RECOVERY_MS)).toBe(true);
      // Long enough for the pool and the LISTEN to fail and retry a few times.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expectProcessUnharmed();
    } finally {
      await allowConnections(true);
    }

    const since = Date.now();
    const readyAfter = await until(ready, since, RECOVERY_MS);
    const liveAfter = await until(() => deliveredLive(people, "after the outage"), since, RECOVERY_MS);
    expect(Math.max(readyAfter, liveAfter)).toBeLessThan(RECOVERY_MS);

    // The message refused during the outage was not half-written.
    const list = await people.founder.get(`/api/conversations/${people.id}/messages`);
    expect(list.status).toBe(200);
    const contents = (list.json.messages as Array<{ content: string }>).map((m) => m.content);
    expect(contents).not.toContain("during outage");
    expect(contents).toContain("after the outage");
    expectProcessUnharmed();
  });
});
