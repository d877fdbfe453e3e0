import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fileReferences, messageCounts, type Where } from "./database-rows";
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
import { giveBusiness, storedKeys, type UploadTally, uploader } from "./stored-files";

// kill -9 the real server again and again while clients send messages whose contents are their
// own keys. A message the server acknowledged (201) must be there exactly once after the last
// restart; one whose request failed may be there once or not at all, never twice. Uploads run
// beside them (library documents, some deleted again; avatars a profile then names; NDA PDFs, each
// replacing the last): once the server has started again, every stored file is named by a row and
// every row's file is there (decision 026), however many uploads and deletes the kills cut off.

const KILLS = 5;
const WRITERS = 4;
const UPLOADERS = 2;
/**
 * The run's sweeper: every second, documents after 10 s (the run's requests take far less between
 * a file and its row), images after an hour (so every sweep during the run meets live uploads).
 */
const SWEEPING = {
  LOG_LEVEL: "info",
  ORPHAN_SWEEP_SECONDS: "1",
  ORPHAN_FILE_GRACE_SECONDS: "10",
  ORPHAN_IMAGE_GRACE_SECONDS: "3600",
};
/** The last start, once every client has gone: no grace left to wait for. */
const NO_CLIENT_LEFT = { ...SWEEPING, ORPHAN_FILE_GRACE_SECONDS: "0", ORPHAN_IMAGE_GRACE_SECONDS: "0" };
/** Six embedded starts (five restarts and the last one) take 10-25 s each on a loaded machine. */
const RUN_TIMEOUT_MS = 360_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many files a server process's sweeps removed, from its log lines. */
const swept = (server: ServerProcess) =>
  [...server.output().matchAll(/removed (\d+) stored file\(s\) that no row names/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );

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
  const options = { dataDir: where.dataDir, port, databaseUrl: where.databaseUrl, env: SWEEPING };
  current = await startServer(options);
  const base = current.base;
  const { founder, investor, conversationId } = await conversationPair(base);
  const businessId = await giveBusiness(base, founder);
  const prefix = `crash-${label}-${Date.now().toString(36)}`;
  const tally: Tally = { acked: new Set(), unknown: new Set(), refused: [] };
  let running = true;
  const writers = Array.from({ length: WRITERS }, (_, n) =>
    writer(investor, conversationId, `${prefix}-w${n}`, tally, () => running),
  );
  const uploads: UploadTally = { kept: new Set(), acked: 0, cut: 0, refused: [] };
  const uploading = Array.from({ length: UPLOADERS }, () =>
    uploader(base, { founder, investor, businessId }, uploads, () => running),
  );

  const restarts: number[] = [];
  let removed = 0;
  for (let kill = 0; kill < KILLS; kill += 1) {
    // Writes in full flow for a while, then the kill lands in the middle of them. Uploads are
    // slower than messages: once one has gone through since the restart, the next is on its way.
    const uploadsBefore = uploads.acked;
    await sleep(1_000 + Math.random() * 1_000);
    const deadline = Date.now() + 8_000;
    while (uploads.acked === uploadsBefore && Date.now() < deadline) await sleep(50);
    await sleep(Math.random() * 300);
    expect(tally.acked.size, "writes are acknowledged between kills").toBeGreaterThan(0);
    removed += swept(current);
    await killHard(current);
    const began = Date.now();
    current = await startServer(options);
    restarts.push(Date.now() - began);
  }
  const ackedBeforeLast = tally.acked.size;
  await sleep(800);
  running = false;
  await Promise.all([...writers, ...uploading]);
  expect(tally.acked.size, "the server takes writes after the last restart").toBeGreaterThan(ackedBeforeLast);
  removed += swept(current);
  expect(await stopServer(current)).toEqual({ code: 0, signal: null });
  current = undefined;
  await checkStoredFiles(where, { ...options, env: NO_CLIENT_LEFT }, uploads, { label, removed });

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

const images = (keys: string[]) => keys.filter((key) => key.startsWith("avatars/")).length;

/** Stored keys no row names, and keys rows name that are not stored. */
async function mismatches(where: Where) {
  const { keys, libraryIds } = await fileReferences(where);
  const stored = await storedKeys(where.dataDir);
  return {
    unnamed: stored.filter((key) => !keys.has(key)),
    missing: [...keys].filter((key) => !stored.includes(key)),
    libraryIds,
  };
}

/**
 * Starts the server once more and checks its storage against the rows. A file planted as a kill
 * between a file and its row leaves one proves that this start swept, whatever the kills left.
 */
async function checkStoredFiles(
  where: Where,
  options: Parameters<typeof startServer>[0],
  uploads: UploadTally,
  run: { label: string; removed: number },
) {
  const left = await mismatches(where);
  const planted = path.join(where.dataDir, "files", "private", "due-diligence-docs", "planted", "library");
  mkdirSync(planted, { recursive: true });
  const plantedFile = path.join(planted, `${randomUUID()}-cut-off.pdf`);
  writeFileSync(plantedFile, "%PDF-1.7 a whole file whose row was never written");
  writeFileSync(`${plantedFile}.meta`, '{"contentType":"application/pdf"}');

  const last = await startServer(options);
  current = last;
  expect(await stopServer(last)).toEqual({ code: 0, signal: null });
  current = undefined;
  // Read once it has stopped: with PostgreSQL the first sweep runs beside the start.
  const atStart = swept(last);
  const after = await mismatches(where);
  console.warn(
    `stored files (${run.label}): ${uploads.acked} uploads acknowledged, ${uploads.cut} cut off; ` +
      `${run.removed} file(s) no row named removed by the run's sweeps; before the last start ` +
      `${left.unnamed.length} unnamed (${images(left.unnamed)} of them images within their grace), ` +
      `${left.missing.length} rows without their file; ` +
      `${atStart - 1} more removed at that start besides the planted one, ${after.unnamed.length} unnamed after`,
  );
  expect(uploads.refused).toEqual([]);
  expect(uploads.acked, "uploads went through between kills").toBeGreaterThan(0);
  expect(atStart, "the start swept the planted file").toBeGreaterThanOrEqual(1);
  expect(after.unnamed, "stored files no row names").toEqual([]);
  expect(after.missing, "rows whose file is not stored").toEqual([]);
  expect(
    [...uploads.kept].filter((id) => !after.libraryIds.has(id)),
    "acknowledged library documents",
  ).toEqual([]);
}

describe("kill -9 during writes", () => {
  it(
    "keeps every acknowledged write exactly once on the embedded database",
    async () => {
      await crashRun({ dataDir: mkdtempSync(path.join(tmpdir(), "kuza-crash-")) }, "pglite");
    },
    RUN_TIMEOUT_MS,
  );

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
    RUN_TIMEOUT_MS,
  );
});
