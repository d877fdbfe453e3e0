import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startedProcess } from "../../testing/due-diligence";
import { documentRows, FILES, requested } from "../../testing/due-diligence-documents";
import { createTestApp, TEST_ORIGIN } from "../../testing/test-app";

// A founder whose connection drops halfway through a document: the bytes that arrived went to a
// temporary file (never the document's own name), the temporary file is removed, and no row
// points at anything. Over a real socket, as a closed laptop lid does it.

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];

/** Streams the head of a PDF and 256 KB more, waits until a temporary file holds it, then drops the socket. */
async function abandonUpload(url: string, cookie: string, folder: string) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "PUT",
    path: url,
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      "content-type": "application/octet-stream",
      "transfer-encoding": "chunked",
    },
  });
  let answered = false;
  request.on("response", () => {
    answered = true;
  });
  request.on("error", () => {}); // the socket we destroy on purpose
  request.write(FILES.pdf);
  request.write(Buffer.alloc(256 * 1024, 0x41));
  // The body is being written to disk, under a temporary name only.
  await expect
    .poll(() => filesUnder(folder).filter((file) => file.endsWith(".tmp")), { timeout: 10_000 })
    .toHaveLength(1);
  expect(filesUnder(folder).filter((file) => !file.endsWith(".tmp"))).toEqual([]);
  request.destroy();
  expect(answered).toBe(false);
  // The route sees the body end early, and removes what it wrote.
  await expect.poll(() => filesUnder(folder), { timeout: 10_000 }).toEqual([]);
}

const cookieOf = (client: { jar: Map<string, string> }) => [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");

describe("an upload cut off mid-body", () => {
  it("answering a document request: no file, and the request stays pending with no file", async () => {
    const { f, i, process } = await startedProcess(t);
    const deck = (await requested(i.client, process.id, ["pitch_deck"])).pitch_deck;
    if (!deck) throw new Error("not requested");
    const folder = path.join(t.dataDir, "files", "private", "due-diligence-docs", f.profile.id);
    await abandonUpload(`/api/uploads/due-diligence/documents/${deck.id}?name=deck.pdf`, cookieOf(f.client), folder);
    const rows = await documentRows(t, process.id);
    expect(rows.map((row) => ({ status: row.status, storageKey: row.storageKey }))).toEqual([
      { status: "pending", storageKey: null },
    ]);
    // The server is fine, and the same request can be answered afterwards.
    const room = await f.client.get(`/api/due-diligence/${process.id}/documents`);
    expect(room.status).toBe(200);
  });

  it("into the library: no file and no library row", async () => {
    const { f } = await startedProcess(t);
    const folder = path.join(t.dataDir, "files", "private", "due-diligence-docs", f.profile.id);
    await abandonUpload(
      "/api/uploads/due-diligence/library?category=pitch_deck&name=deck.pdf",
      cookieOf(f.client),
      folder,
    );
    const library = await f.client.get("/api/due-diligence/library");
    expect(library.status).toBe(200);
    expect(library.json.documents).toEqual([]);
  });
});
