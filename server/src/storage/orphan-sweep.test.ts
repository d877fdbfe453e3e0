import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDocuments, pendingFiles, user } from "../db/schema";
import { registerInvestor } from "../testing/accounts";
import { founderWithBusiness } from "../testing/catalogue";
import { FILES, uploadToLibrary } from "../testing/due-diligence-documents";
import { createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";
import { generateKey } from "./keys";
import { sweepOrphanFiles } from "./orphan-sweep";
import { claimStored, PROCESS_ID } from "./pending-files";

// Decision 025: a stored file that no row names is removed by the sweep, unless a live process
// still holds it as pending; a key in a folder the sweep does not know is never removed.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const onDisk = (key: string) =>
  existsSync(path.join(t.dataDir, "files", key.startsWith("avatars/") ? "public" : "private", key));
const sweep = (options: { alone?: boolean; everything?: boolean } = {}) =>
  sweepOrphanFiles({
    db: t.deps.db,
    storage: t.deps.storage,
    alone: options.alone ?? false,
    everything: options.everything ?? true,
  });
const lapse = (key: string) =>
  t.deps.db
    .update(pendingFiles)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(pendingFiles.key, key));
const pdf = (folder: string) => generateKey(folder, "pdf");

/** A file written as an upload writes it (pending for this process), its row never inserted: the crash window. */
async function writtenNotReferenced(key: string) {
  await t.deps.storage.put(key, FILES.pdf, "application/pdf");
  expect(onDisk(key)).toBe(true);
}

describe("the orphan-file sweep", () => {
  it("keeps what rows reference and removes a library file whose row was deleted before the file", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" });
    const up = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", FILES.pdf);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    const [row] = await t.deps.db.select().from(businessDocuments).where(eq(businessDocuments.id, up.json.document.id));
    const key = row?.storageKey as string;
    // The upload's transaction claimed the file: nothing of it is pending any more.
    expect(await t.deps.db.select().from(pendingFiles).where(eq(pendingFiles.key, key))).toEqual([]);
    await sweep();
    expect(onDisk(key)).toBe(true);
    // A crash between deleting the row and the file leaves the file alone.
    await t.deps.db.delete(businessDocuments).where(eq(businessDocuments.id, up.json.document.id));
    expect(await sweep()).toBe(1);
    expect(onDisk(key)).toBe(false);
  });

  it("keeps a live process's file until its lease lapses, then removes it", async () => {
    const key = pdf("verification-docs/someone");
    await writtenNotReferenced(key);
    await sweep();
    expect(onDisk(key), "another process's sweep leaves a file still being written").toBe(true);
    await lapse(key);
    expect(await sweep({ everything: false })).toBe(1);
    expect(onDisk(key)).toBe(false);
    // The process that was writing it finds out before it writes a row naming it.
    await expect(t.deps.db.transaction((tx) => claimStored(tx, key))).rejects.toThrow(/swept/);
  });

  it("alone on its storage (the embedded database, at start), removes every other process's pending file", async () => {
    const mine = pdf("due-diligence-docs/founder-1/library");
    const theirs = pdf("due-diligence-docs/founder-1/library");
    await writtenNotReferenced(mine);
    await writtenNotReferenced(theirs);
    await t.deps.db.update(pendingFiles).set({ processId: "a-process-that-died" }).where(eq(pendingFiles.key, theirs));
    await sweep();
    expect(onDisk(theirs), "shared storage: the other process may be alive").toBe(true);
    await sweep({ alone: true });
    expect(onDisk(theirs)).toBe(false);
    expect(onDisk(mine)).toBe(true);
  });

  it("keeps an uploaded image a day, and for good once a profile names it", async () => {
    const client = createClient(t.app);
    const investor = await registerInvestor(client);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    const upload = async () => {
      const body = new FormData();
      body.set("file", new File([png], "me.png", { type: "image/png" }));
      const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await t.app.request("/api/uploads/images?folder=avatars", {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie },
        body,
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { url: string; path: string };
    };
    const named = await upload();
    const unnamed = await upload();
    await sweep({ alone: true });
    expect(onDisk(named.path) && onDisk(unnamed.path), "answered images wait for a form to name them").toBe(true);
    await t.deps.db.update(user).set({ image: named.url }).where(eq(user.email, investor.email));
    await lapse(named.path);
    await lapse(unnamed.path);
    expect(await sweep({ everything: false })).toBe(1);
    expect(onDisk(named.path)).toBe(true);
    expect(onDisk(unnamed.path)).toBe(false);
  });

  it("never removes a file of a kind it does not know", async () => {
    const key = pdf("due-diligence-docs/founder-1/nda");
    await writtenNotReferenced(key);
    await t.deps.db.delete(pendingFiles).where(eq(pendingFiles.key, key));
    await sweep({ alone: true });
    expect(onDisk(key)).toBe(true);
    expect(PROCESS_ID).toMatch(/^[0-9a-f-]{36}$/);
  });
});
