import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildServer,
  freePort,
  killHard,
  type ServerProcess,
  startServer,
  stopServer,
} from "../testing/reliability/server-process";

// A restart loses nothing (decision 027): jobs that fell due while the server was down run when it
// is back, and jobs due after a kill -9 run after the next start; each exactly once (one claim:
// attempts 1, done). The real server runs as a process of its own on an embedded database, which
// is read and written here only while that process is stopped (PGlite has no lock between processes).

const KIND = "matching.notify-activations";
const EACH = 10;
/** Far enough ahead that the first start and the kill happen before, on a loaded machine too. */
const LATER_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    current = await startServer({ dataDir, port });
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

    current = await startServer({ dataDir, port });
    // The worker polls every second: the due jobs are done well within a few seconds.
    await sleep(5_000);
    await killHard(current);
    current = undefined;
    const afterKill = await jobsOf(dataDir);
    expect(afterKill.filter((j) => j.dedupe_key.startsWith("restart:now:"))).toEqual(
      Array.from({ length: EACH }, () => expect.objectContaining({ state: "done", attempts: 1 })),
    );
    expect(Date.now(), "the kill came after the later jobs were due: raise LATER_MS").toBeLessThan(later.getTime());
    expect(afterKill.filter((j) => j.dedupe_key.startsWith("restart:later:")).map((j) => j.state)).toEqual(
      Array(EACH).fill("pending"),
    );

    current = await startServer({ dataDir, port });
    await sleep(Math.max(0, later.getTime() - Date.now()) + 5_000);
    expect((await stopServer(current)).code).toBe(0);
    current = undefined;
    const final = await jobsOf(dataDir);
    expect(final).toHaveLength(2 * EACH);
    for (const job of final) expect(job, job.dedupe_key).toMatchObject({ state: "done", attempts: 1 });
  }, 300_000);
});
