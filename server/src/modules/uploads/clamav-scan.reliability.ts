import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DOCUMENT_MAX_BYTES } from "@domain/due-diligence/documents-constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDiligenceDocuments } from "../../db/schema";
import { samplePdf } from "../../lib/sample-pdf";
import { founderWithBusiness } from "../../testing/catalogue";
import { EICAR, EICAR_SIGNATURE, type RunningClamd, startClamd } from "../../testing/clamav/clamd-process";
import { cleanPdf, INFECTED, scannerRefusalsOf } from "../../testing/clamav/scanned-uploads";
import { startedProcess } from "../../testing/due-diligence";
import { requested, uploadTo } from "../../testing/due-diligence-documents";
import { investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { requestRows, storedFiles, submitBusiness, submitInvestor } from "../../testing/verification";

// The upload scanner end to end with clamd set up as production should be (StreamMaxLength,
// MaxFileSize and MaxScanSize above the 50 MB uploads), on a database holding the EICAR signature
// only: flagged files refused in the document room and in verification with nothing stored and the
// refusal logged, clean files stored as "clean", a whole 50 MB file scanned to its last byte, and
// a clamd killed mid-run refusing uploads (503) instead of letting them in unscanned.

let clamd: RunningClamd;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clamd = await startClamd({ streamMaxLength: "60M" });
  t = await createTestApp({ rateLimit: "off", env: { CLAMAV_SOCKET: clamd.socket } });
});
afterAll(async () => {
  await t?.close();
  await clamd?.stop();
});

const FOUND = `${EICAR_SIGNATURE}.UNOFFICIAL`;
const filesOf = (userId: string) => {
  const dir = path.join(t.dataDir, "files", "private", "due-diligence-docs", userId);
  return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};
const docRow = async (id: string) =>
  (await t.deps.db.select().from(dueDiligenceDocuments).where(eq(dueDiligenceDocuments.id, id)))[0];

async function pendingDeck() {
  const started = await startedProcess(t);
  const { pitch_deck: deck } = await requested(started.i.client, started.process.id, ["pitch_deck"]);
  if (!deck) throw new Error("no request made");
  return { ...started, deck };
}

/** A PDF of exactly `size` bytes, in 1 MB chunks, whose last bytes are `tail`. */
/** A real PDF (the document room refuses one it cannot open) padded after its end to `size` bytes, `tail` last. */
function pdfStream(size: number, tail: Uint8Array = new Uint8Array()): ReadableStream<Uint8Array> {
  const head = new Uint8Array([...samplePdf("Deck", ["A large deck"]), ...new TextEncoder().encode("\n%")]);
  const filler = new Uint8Array(1024 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      if (sent === 0) {
        sent += head.length;
        return controller.enqueue(head);
      }
      const left = size - sent;
      const part = left <= tail.length ? tail : filler.subarray(0, Math.min(filler.length, left - tail.length));
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

describe("clamd with the EICAR signature", () => {
  it("refuses the EICAR file in the document room and in verification, and stores clean files as clean", async () => {
    const { f, deck } = await pendingDeck();
    const refused = await uploadTo(t, f.client, deck.id, "notes.txt", INFECTED.txt);
    expect(refused.status, JSON.stringify(refused.json)).toBe(422);
    expect(refused.json.error).toMatchObject({ code: "FILE_INFECTED", message: expect.stringContaining(FOUND) });
    expect(await docRow(deck.id)).toMatchObject({ status: "pending", storageKey: null });
    expect(filesOf(f.profile.id)).toEqual([]);
    expect((await scannerRefusalsOf(t, f.profile.id)).map((e) => e.detail.signature)).toEqual([FOUND]);
    const accepted = await uploadTo(t, f.client, deck.id, "deck.pdf", cleanPdf(4096));
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(await docRow(deck.id)).toMatchObject({ status: "shared", scanStatus: "clean" });

    const founder = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    expect((await submitBusiness(t, founder.client, "rc 1234567", { body: INFECTED.pdf })).status).toBe(422);
    const i = await investor(t, { fullName: "Kofi Asante" });
    expect((await submitInvestor(t, i.client, {}, { body: INFECTED.png })).status).toBe(422);
    for (const userId of [founder.profile.id, i.id]) {
      expect(await requestRows(t, userId)).toEqual([]);
      expect(storedFiles(t, userId)).toEqual([]);
      expect(await scannerRefusalsOf(t, userId)).toHaveLength(1);
    }
    const sent = await submitBusiness(t, founder.client, "rc 1234567", { body: cleanPdf(4096) });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect((await requestRows(t, founder.profile.id))[0]?.scanStatus).toBe("clean");
  });

  it("scans a 50 MB upload to its last byte: clean is stored, EICAR at the very end is refused", async () => {
    const { f, deck } = await pendingDeck();
    const infected = await uploadTo(t, f.client, deck.id, "deck.pdf", pdfStream(DOCUMENT_MAX_BYTES, EICAR));
    expect(infected.status, JSON.stringify(infected.json)).toBe(422);
    expect(filesOf(f.profile.id)).toEqual([]);
    const clean = await uploadTo(t, f.client, deck.id, "deck.pdf", pdfStream(DOCUMENT_MAX_BYTES));
    expect(clean.status, JSON.stringify(clean.json)).toBe(200);
    expect(clean.json.document).toMatchObject({ fileSize: DOCUMENT_MAX_BYTES, scanStatus: "clean" });
  });

  it("fails closed once clamd is gone: 503, nothing stored, the request still pending", async () => {
    const { f, deck } = await pendingDeck();
    process.kill(clamd.pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await uploadTo(t, f.client, deck.id, "deck.pdf", cleanPdf(4096));
    expect(res.status, JSON.stringify(res.json)).toBe(503);
    expect(res.json.error.code).toBe("UNAVAILABLE");
    expect(await docRow(deck.id)).toMatchObject({ status: "pending", storageKey: null });
    expect(filesOf(f.profile.id)).toEqual([]);
  });
});
