import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { businessDocuments, dueDiligenceDocuments } from "../../db/schema";
import { createUploadScanner, type UploadScanner } from "../../storage/clamav/upload-scanner";
import { founderWithBusiness } from "../../testing/catalogue";
import { EICAR_SIGNATURE } from "../../testing/clamav/clamd-process";
import { cleanPdf, INFECTED, scannerRefusalsOf } from "../../testing/clamav/scanned-uploads";
import { startedProcess } from "../../testing/due-diligence";
import { requested, uploadTo, uploadToLibrary } from "../../testing/due-diligence-documents";
import { investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { requestRows, storedFiles, submitBusiness, submitInvestor } from "../../testing/verification";

// Document-room, library and verification uploads through the run's real clamd (EICAR signature
// only, StreamMaxLength 2 MB: testing/clamav/clamd.setup.ts). A flagged file is refused (422),
// nothing is stored, the request stays pending and the security log names the signature; a
// configured scanner that cannot answer refuses too (503); with none, files are "not_scanned".

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off", env: { CLAMAV_SOCKET: inject("clamdSocket") } });
});
afterAll(async () => {
  await t.close();
});

const FOUND = `${EICAR_SIGNATURE}.UNOFFICIAL`;
const filesUnder = (...parts: string[]) => {
  const dir = path.join(t.dataDir, "files", "private", ...parts);
  return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};
const docRow = async (id: string) =>
  (await t.deps.db.select().from(dueDiligenceDocuments).where(eq(dueDiligenceDocuments.id, id)))[0];

/** Runs `body` with another scanner (or none) in the app's place, as another CLAMAV_SOCKET would. */
async function withScanner(scanner: UploadScanner | null, body: () => Promise<void>) {
  const configured = t.deps.scanner;
  t.deps.scanner = scanner;
  try {
    await body();
  } finally {
    t.deps.scanner = configured;
  }
}

async function pendingDeck() {
  const started = await startedProcess(t);
  const { pitch_deck: deck } = await requested(started.i.client, started.process.id, ["pitch_deck"]);
  if (!deck) throw new Error("no request made");
  return { ...started, deck };
}

describe("document room uploads", () => {
  it("refuses a flagged file: 422 naming the signature, nothing stored, still pending, logged", async () => {
    const { f, deck } = await pendingDeck();
    for (const [name, body] of [
      ["notes.txt", INFECTED.txt],
      ["deck.pdf", INFECTED.pdf],
    ] as const) {
      const res = await uploadTo(t, f.client, deck.id, name, body);
      expect(res.status, JSON.stringify(res.json)).toBe(422);
      expect(res.json.error.code).toBe("FILE_INFECTED");
      expect(res.json.error.message).toContain(FOUND);
    }
    expect(await docRow(deck.id)).toMatchObject({ status: "pending", storageKey: null });
    expect(filesUnder("due-diligence-docs", f.profile.id)).toEqual([]);
    const events = await scannerRefusalsOf(t, f.profile.id);
    expect(events).toHaveLength(2);
    expect(events[0]?.detail).toEqual({ signature: FOUND, path: `/api/uploads/due-diligence/documents/${deck.id}` });

    const clean = await uploadTo(t, f.client, deck.id, "deck.pdf", cleanPdf());
    expect(clean.status, JSON.stringify(clean.json)).toBe(200);
    expect(clean.json.document).toMatchObject({ status: "shared", scanStatus: "clean" });
    expect(await docRow(deck.id)).toMatchObject({ status: "shared", scanStatus: "clean" });
  });

  it("says so in French to a French reader", async () => {
    const { f, deck } = await pendingDeck();
    const res = await uploadTo(t, f.client, deck.id, "notes.txt", null);
    expect(res.status).toBe(400);
    const cookie = [...f.client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const french = await t.app.request(`/api/uploads/due-diligence/documents/${deck.id}?name=notes.txt`, {
      method: "PUT",
      headers: { origin: "http://localhost:3000", cookie, "accept-language": "fr" },
      body: INFECTED.txt,
    });
    expect(french.status).toBe(422);
    expect((await french.json()).error.message).toBe(
      `L’antivirus a signalé ce fichier (${FOUND})\u00a0: il n’a pas été enregistré. Vérifiez le fichier sur votre ordinateur, puis envoyez-en une copie saine.`,
    );
  });

  it("refuses a flagged library file, and a clean one keeps its status when it answers a request", async () => {
    const { f, deck } = await pendingDeck();
    const refused = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", INFECTED.pdf);
    expect(refused.status).toBe(422);
    expect(
      await t.deps.db.select().from(businessDocuments).where(eq(businessDocuments.uploadedBy, f.profile.id)),
    ).toEqual([]);
    expect(filesUnder("due-diligence-docs", f.profile.id, "library")).toEqual([]);

    const stored = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", cleanPdf());
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    expect(stored.json.document.scanStatus).toBe("clean");
    const shared = await f.client.post(`/api/due-diligence/documents/${deck.id}/from-library`, {
      libraryDocumentId: stored.json.document.id,
    });
    expect(shared.status, JSON.stringify(shared.json)).toBe(200);
    expect(shared.json.document.scanStatus).toBe("clean");
  });

  it("refuses with 503 a file past clamd's StreamMaxLength, rather than store it unscanned", async () => {
    const { f, deck } = await pendingDeck();
    const res = await uploadTo(t, f.client, deck.id, "deck.pdf", cleanPdf(3 * 1024 * 1024));
    expect(res.status, JSON.stringify(res.json)).toBe(503);
    expect(res.json.error).toMatchObject({ code: "UNAVAILABLE", message: expect.stringMatching(/this large/) });
    expect(await docRow(deck.id)).toMatchObject({ status: "pending", storageKey: null });
    expect(filesUnder("due-diligence-docs", f.profile.id)).toEqual([]);
    expect(t.logs.some((l) => l.level === "warn" && /size limit exceeded/i.test(l.message))).toBe(true);
  });

  it("fails closed when the configured scanner does not answer: 503, nothing stored, still pending", async () => {
    const { f, deck } = await pendingDeck();
    await withScanner(createUploadScanner(`${inject("clamdSocket")}.gone`, 1_000), async () => {
      const res = await uploadTo(t, f.client, deck.id, "deck.pdf", cleanPdf());
      expect(res.status, JSON.stringify(res.json)).toBe(503);
      expect(res.json.error).toMatchObject({
        code: "UNAVAILABLE",
        message: expect.stringMatching(/checked for viruses/),
      });
    });
    expect(await docRow(deck.id)).toMatchObject({ status: "pending", storageKey: null });
    expect(filesUnder("due-diligence-docs", f.profile.id)).toEqual([]);
    expect(await scannerRefusalsOf(t, f.profile.id)).toEqual([]);
  });

  it("stores the file as not scanned when no scanner is configured", async () => {
    expect(createUploadScanner(undefined, 1_000)).toBeNull();
    const { f, deck } = await pendingDeck();
    await withScanner(null, async () => {
      const res = await uploadTo(t, f.client, deck.id, "notes.txt", INFECTED.txt);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.document.scanStatus).toBe("not_scanned");
    });
    expect(await docRow(deck.id)).toMatchObject({ status: "shared", scanStatus: "not_scanned" });
  });
});

describe("verification uploads", () => {
  it("refuses a flagged certificate: 422, no request, no file, logged; a clean one is sent as clean", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    const refused = await submitBusiness(t, f.client, "rc 1234567", { body: INFECTED.pdf });
    expect(refused.status, JSON.stringify(refused.json)).toBe(422);
    expect(refused.json.error.code).toBe("FILE_INFECTED");
    expect(await requestRows(t, f.profile.id)).toEqual([]);
    expect(storedFiles(t, f.profile.id)).toEqual([]);
    expect((await scannerRefusalsOf(t, f.profile.id)).map((e) => e.detail.signature)).toEqual([FOUND]);

    const sent = await submitBusiness(t, f.client, "rc 1234567", { body: cleanPdf() });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json.latest).toMatchObject({ status: "pending", scanStatus: "clean" });
  });

  it("refuses an investor's flagged document the same way, and fails closed without the scanner", async () => {
    const i = await investor(t, { fullName: "Kofi Asante" });
    const refused = await submitInvestor(t, i.client, {}, { body: INFECTED.png });
    expect(refused.status).toBe(422);
    await withScanner(createUploadScanner(`${inject("clamdSocket")}.gone`, 1_000), async () => {
      expect((await submitInvestor(t, i.client)).status).toBe(503);
    });
    expect(await requestRows(t, i.id)).toEqual([]);
    expect(storedFiles(t, i.id)).toEqual([]);
    await withScanner(null, async () => {
      const sent = await submitInvestor(t, i.client);
      expect(sent.status, JSON.stringify(sent.json)).toBe(201);
      expect(sent.json.latest.scanStatus).toBe("not_scanned");
    });
  });
});
