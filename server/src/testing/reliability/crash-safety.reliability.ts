import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { messageCounts, type Where } from "./database-rows";
import {
  buildServer,
  conversationPair,
  freePort,
  freshPostgres,
  type HttpClient,
  killHard,
  type ServerProcess,
  startServer,
  stopServer,
} from "./server-process";

// kill -9 the real server again and again while clients send messages whose contents are their
// own keys. A message the server acknowledged (201) must be there exactly once after the last
// restart; one whose request failed may be there once or not at all, never twice.

const KILLS = 5;
const WRITERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let current: ServerProcess | undefined;
afterEach(async () => {
  if (current) await killHard(current);
  current = undefined;
});

beforeAll(() => buildServer(), 180_000);

type Tally = { acked: Set<string>; unknown: Set<string>; refused: string[] };

/** Sends messages with unique contents until `running()` turns false. */
async function writer(client: HttpClient, conversationId: string, key: string, tally: Tally, running: () => boolean) {
  for (let seq = 0; running(); seq += 1) {
    const content = `${key}-${seq}`;
    try {
      const res = await client.post(`/api/conversations/${conversationId}/messages`, { content });
      if (res.status === 201) tally.acked.add(content);
      else if (res.status >= 500) tally.unknown.add(content);
      else tally.refused.push(`${res.status} ${JSON.stringify(res.json)}`);
    } catch {
      // Connection refused or reset: the server died before answering, or is not up yet.
      tally.unknown.add(content);
      await sleep(100);
    }
  }
}

async function crashRun(where: Where, label: string) {
  const port = await freePort();
  const options = { dataDir: where.dataDir, port, databaseUrl: where.databaseUrl };
  current = await startServer(options);
  const { investor, conversationId } = await conversationPair(current.base);
  const prefix = `crash-${label}-${Date.now().toString(36)}`;
  const tally: Tally = { acked: new Set(), unknown: new Set(), refused: [] };
  let running = true;
  const writers = Array.from({ length: WRITERS }, (_, n) =>
    writer(investor, conversationId, `${prefix}-w${n}`, tally, () => running),
  );

  const restarts: number[] = [];
  for (let kill = 0; kill < KILLS; kill += 1) {
    // Writes in full flow for a while, then the kill lands in the middle of them.
    await sleep(1_000 + Math.random() * 1_000);
    expect(tally.acked.size, "writes are acknowledged between kills").toBeGreaterThan(0);
    await killHard(current);
    const began = Date.now();
    current = await startServer(options);
    restarts.push(Date.now() - began);
  }
  const ackedBeforeLast = tally.acked.size;
  await sleep(800);
  running = false;
  await Promise.all(writers);
  expect(tally.acked.size, "the server takes writes after the last restart").toBeGreaterThan(ackedBeforeLast);
  expect(await stopServer(current)).toEqual({ code: 0, signal: null });
  current = undefined;

  const counts = await messageCounts(where, prefix);
  const missing = [...tally.acked].filter((content) => counts.get(content) !== 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  const unasked = [...counts.keys()].filter((content) => !tally.acked.has(content) && !tally.unknown.has(content));
  const unknownKept = [...tally.unknown].filter((content) => counts.has(content)).length;
  console.warn(
    `crash safety (${label}): ${KILLS} kills, ${tally.acked.size} acknowledged writes all present once; ` +
      `${tally.unknown.size} unanswered (${unknownKept} of them committed); restarts ${restarts.join(", ")} ms`,
  );
  expect(tally.refused).toEqual([]);
  expect(missing).toEqual([]);
  expect(twice).toEqual([]);
  expect(unasked).toEqual([]);
}

describe("kill -9 during writes", () => {
  it("keeps every acknowledged write exactly once on the embedded database", async () => {
    await crashRun({ dataDir: mkdtempSync(path.join(tmpdir(), "kuza-crash-")) }, "pglite");
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps every acknowledged write exactly once on PostgreSQL",
    async () => {
      const database = await freshPostgres();
      if (!database) return;
      try {
        const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-crash-pg-"));
        await crashRun({ dataDir, databaseUrl: database.url }, "postgres");
      } finally {
        if (current) await killHard(current);
        current = undefined;
        await database.drop();
      }
    },
    240_000,
  );
});
