import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildServer,
  freePort,
  type HttpClient,
  httpClient,
  killHard,
  type ServerProcess,
  startServer,
  stopServer,
} from "../testing/reliability/server-process";

// A restart loses nothing (decision 027): jobs that fell due while the server was down run when it
// is back, and jobs due after a kill -9 run after the next start; each exactly once (one claim:
// attempts 1, done). The real server runs as a process of its own on an embedded database, which
// is read and written here only while that process is stopped (PGlite has no lock between processes);
// while it runs, the test watches the queue through the admin's /api/admin/jobs, the way an
// operator would, and acts as soon as the state is reached instead of sleeping a fixed time.

const KIND = "matching.notify-activations";
const EACH = 10;
/**
 * Far enough ahead that the first start, the due jobs' run and the kill happen before, on a loaded
 * machine too (the test says so if not): the kill follows the due jobs at once. At a load average
 * of 11 the start, the run and the kill took more than 25 s (2026-11-26); 90 s before the polling.
 */
const LATER_MS = 45_000;
const ADMIN = { email: "admin@reliability.test", password: "admin-reliability-password" };
const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Queue = { counts: Record<string, number>; items: { kind: string; state: string; runAt: string }[] };

async function signedInAdmin(server: ServerProcess): Promise<HttpClient> {
  const admin = httpClient(server.base);
  const signedIn = await admin.post("/api/auth/sign-in/email", ADMIN);
  if (signedIn.status !== 200) throw new Error(`admin sign-in: ${signedIn.status} ${JSON.stringify(signedIn.json)}`);
  return admin;
}

/** Polls the queue every 200 ms until `reached` holds (or fails after WAIT_MS, with the last state). */
async function waitForQueue(server: ServerProcess, reached: (queue: Queue) => boolean): Promise<void> {
  const admin = await signedInAdmin(server);
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    const page = await admin.get("/api/admin/jobs?limit=100");
    if (page.status !== 200) throw new Error(`/api/admin/jobs: ${page.status} ${JSON.stringify(page.json)}`);
    last = page.json;
    if (reached(page.json as Queue)) return;
    await sleep(200);
  }
  throw new Error(`the queue did not reach the state within ${WAIT_MS} ms: ${JSON.stringify(last)}`);
}

/** Nothing running and nothing pending that is already due: every due job has had its run. */
const dueJobsRun = (queue: Queue) =>
  (queue.counts.running ?? 0) === 0 &&
  queue.items.every((job) => job.state !== "pending" || Date.parse(job.runAt) > Date.now());

async function withDatabase<T>(dataDir: string, run: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

type Row = { dedupe_key: string; state: string; attempts: number };
const jobsOf = (dataDir: string) =>
  withDatabase(
    dataDir,
    async (db) =>
      (await db.query<Row>("select dedupe_key, state, attempts from jobs where dedupe_key like 'restart:%'")).rows,
  );

let current: ServerProcess | undefined;
afterEach(async () => {
  if (current) await killHard(current);
  current = undefined;
});

beforeAll(() => buildServer(), 180_000);

describe("the job queue across restarts", () => {
  it("runs jobs due while the server was down, and jobs due after a kill -9, each exactly once", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-jobs-restart-"));
    const port = await freePort();
    current = await startServer({ dataDir, port, env: ADMIN_ENV });
    await stopServer(current);
    current = undefined;

    // While it is down: ten jobs due now, ten due after the coming kill.
    const later = new Date(Date.now() + LATER_MS);
    await withDatabase(dataDir, async (db) => {
      for (let n = 0; n < EACH; n += 1) {
        await db.query("insert into jobs (kind, dedupe_key, run_at) values ($1, $2, now())", [
          KIND,
          `restart:now:${n}`,
        ]);
        await db.query("insert into jobs (kind, dedupe_key, run_at) values ($1, $2, $3)", [
          KIND,
          `restart:later:${n}`,
          later.toISOString(),
        ]);
      }
    });

    current = await startServer({ dataDir, port, env: ADMIN_ENV });
    await waitForQueue(current, dueJobsRun);
    await killHard(current);
    const killedAt = Date.now();
    current = undefined;
    const afterKill = await jobsOf(dataDir);
    expect(afterKill.filter((j) => j.dedupe_key.startsWith("restart:now:"))).toEqual(
      Array.from({ length: EACH }, () => expect.objectContaining({ state: "done", attempts: 1 })),
    );
    expect(killedAt, "the kill came after the later jobs were due: raise LATER_MS").toBeLessThan(later.getTime());
    expect(afterKill.filter((j) => j.dedupe_key.startsWith("restart:later:")).map((j) => j.state)).toEqual(
      Array(EACH).fill("pending"),
    );

    current = await startServer({ dataDir, port, env: ADMIN_ENV });
    await sleep(Math.max(0, later.getTime() - Date.now()));
    // The server's own recurring jobs (the nightly prune) stay pending: only this test's kind counts.
    await waitForQueue(
      current,
      (queue) => dueJobsRun(queue) && !queue.items.some((job) => job.kind === KIND && job.state === "pending"),
    );
    expect((await stopServer(current)).code).toBe(0);
    current = undefined;
    const final = await jobsOf(dataDir);
    expect(final).toHaveLength(2 * EACH);
    for (const job of final) expect(job, job.dedupe_key).toMatchObject({ state: "done", attempts: 1 });
  }, 300_000);
});
