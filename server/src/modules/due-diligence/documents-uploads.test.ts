import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "@domain/due-diligence/documents-constants";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listedCampaign } from "../../testing/catalogue";
import { fetchLink } from "../../testing/document-links";
import { processRow, startedProcess } from "../../testing/due-diligence";
import {
  bigStream,
  documentRows,
  FILES,
  putRaw,
  requested,
  uploadTo,
  uploadToLibrary,
  viewRows,
} from "../../testing/due-diligence-documents";
import { notificationsOf } from "../../testing/investments";
import { investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const privateDir = () => path.join(t.dataDir, "files", "private");
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

async function requestedDeck() {
  const started = await startedProcess(t);
  const docs = await requested(started.i.client, started.process.id, ["pitch_deck", "business_plan"]);
  const { pitch_deck: deck, business_plan: plan } = docs;
  if (!deck || !plan) throw new Error("the two requests were not made");
  return { ...started, deck, plan };
}

describe("Upload Document", () => {
  it("stores the file privately at the spec's path and shares it with size, type, uploader and date", async () => {
    const { f, i, process, deck } = await requestedDeck();
    const res = await uploadTo(t, f.client, deck.id, "../../Our Deck (final).PDF", FILES.pdf);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.document).toMatchObject({
      status: "shared",
      fileName: "our-deck-final.pdf",
      fileSize: FILES.pdf.length,
      fileType: "application/pdf",
      uploadedByName: "Amina Founder",
    });
    expect(res.json.document.sharedDate).toBeTruthy();
    const [row] = (await documentRows(t, process.id)).filter((r) => r.id === deck.id);
    expect(row?.storageKey).toBe(`due-diligence-docs/${f.profile.id}/${process.id}/${deck.id}-our-deck-final.pdf`);
    const onDisk = path.join(privateDir(), ...(row?.storageKey ?? "").split("/"));
    expect(readFileSync(onDisk)).toEqual(Buffer.from(FILES.pdf));
    const notes = await notificationsOf(t, i.profile.id);
    expect(notes.some((n) => n.type === "document" && n.description === "Shamba Fresh shared Pitch Deck")).toBe(true);
    expect((await processRow(t, process.id))?.lastCommunication).toBe("Document shared: Pitch Deck");
  });

  it.each([
    ["an HTML page named .pdf", "deck.pdf", FILES.html],
    ["a PNG named .pdf", "deck.pdf", FILES.png],
    ["a PDF named .docx", "deck.docx", FILES.pdf],
    ["a plain ZIP named .docx", "deck.docx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ["binary named .txt", "notes.txt", FILES.doc],
    ["an .html file", "deck.html", FILES.html],
    ["no extension", "deck", FILES.pdf],
    ["an empty file", "deck.pdf", new Uint8Array(0)],
  ])("refuses %s (400) and leaves the request pending, with no file", async (_, name, body) => {
    const { f, process, deck } = await requestedDeck();
    const res = await uploadTo(t, f.client, deck.id, name, body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect((await documentRows(t, process.id)).every((r) => r.status === "pending")).toBe(true);
    expect(filesUnder(path.join(privateDir(), "due-diligence-docs", f.profile.id))).toEqual([]);
  });

  it("says a 300-character file name is too long, with the limit, on a request and in the library", async () => {
    const { f, process, deck } = await requestedDeck();
    const name = `${"a".repeat(296)}.pdf`;
    for (const res of [
      await uploadTo(t, f.client, deck.id, name, FILES.pdf),
      await uploadToLibrary(t, f.client, "pitch_deck", name, FILES.pdf),
    ]) {
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: "VALIDATION_FAILED", message: DOCUMENT_MESSAGES.nameTooLong });
      expect(res.json.error.message).toContain("255");
    }
    expect((await documentRows(t, process.id)).every((r) => r.status === "pending")).toBe(true);
    expect(filesUnder(path.join(privateDir(), "due-diligence-docs", f.profile.id))).toEqual([]);
  });

  it.each([
    ["pdf", FILES.pdf],
    ["png", FILES.png],
    ["jpg", FILES.jpg],
    ["jpeg", FILES.jpg],
    ["doc", FILES.doc],
    ["docx", FILES.docx],
    ["txt", FILES.txt],
  ] as const)("accepts a real .%s", async (ext, body) => {
    const { f, deck } = await requestedDeck();
    const res = await uploadTo(t, f.client, deck.id, `file.${ext}`, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it("answers 413 from Content-Length before reading the body", async () => {
    const { f, process, deck } = await requestedDeck();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(FILES.pdf);
      },
    });
    const res = await putRaw(t, f.client, `/api/uploads/due-diligence/documents/${deck.id}?name=deck.pdf`, body, {
      "content-length": String(DOCUMENT_MAX_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe("Please select a file smaller than 50MB");
    // At most the one chunk a stream pulls on its own when made; the route read none of it.
    expect(pulled).toBeLessThanOrEqual(1);
    expect((await documentRows(t, process.id)).every((r) => r.status === "pending")).toBe(true);
  });

  it("counts a stream with no declared length and stops it past 50 MB (413, no file, still pending)", async () => {
    const { f, process, deck } = await requestedDeck();
    const res = await uploadTo(t, f.client, deck.id, "huge.pdf", bigStream(FILES.pdf, DOCUMENT_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect((await documentRows(t, process.id)).every((r) => r.status === "pending")).toBe(true);
    expect(filesUnder(path.join(privateDir(), "due-diligence-docs", f.profile.id))).toEqual([]);
  }, 60_000);

  it("leaves no row and no file when the upload is interrupted", async () => {
    const { f, process, deck } = await requestedDeck();
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent === 1) controller.enqueue(FILES.pdf);
        else if (sent < 4) controller.enqueue(new Uint8Array(70_000));
        else controller.error(new Error("connection lost"));
      },
    });
    const res = await uploadTo(t, f.client, deck.id, "deck.pdf", broken);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await documentRows(t, process.id)).every((r) => r.status === "pending" && r.storageKey === null)).toBe(
      true,
    );
    expect(filesUnder(path.join(privateDir(), "due-diligence-docs", f.profile.id))).toEqual([]);
  });

  it("is refused to the investor (403), other founders (404) and for a shared document (409)", async () => {
    const { f, i, deck } = await requestedDeck();
    expect((await uploadTo(t, i.client, deck.id, "deck.pdf", FILES.pdf)).status).toBe(403);
    const other = await listedCampaign(t.app);
    expect((await uploadTo(t, other.client, deck.id, "deck.pdf", FILES.pdf)).status).toBe(404);
    expect((await uploadTo(t, f.client, deck.id, "deck.pdf", FILES.pdf)).status).toBe(200);
    expect((await uploadTo(t, f.client, deck.id, "again.pdf", FILES.pdf)).status).toBe(409);
  });
});

describe("opening a shared document", () => {
  async function sharedDeck() {
    const started = await requestedDeck();
    expect((await uploadTo(t, started.f.client, started.deck.id, "deck.pdf", FILES.pdf)).status).toBe(200);
    expect((await uploadTo(t, started.f.client, started.plan.id, "plan.txt", FILES.txt)).status).toBe(200);
    return started;
  }

  it("gives a 10-day link for the investor's session, served as an attachment with nosniff, and marks it viewed", async () => {
    const { i, plan } = await sharedDeck();
    const res = await i.client.post(`/api/due-diligence/documents/${plan.id}/open`);
    expect(res.status).toBe(200);
    const url = new URL(res.json.url, "http://x");
    expect(Number(url.searchParams.get("expires")) - Date.now() / 1000).toBeCloseTo(864_000, -1);
    expect(res.json.document).toMatchObject({ status: "viewed" });
    expect(res.json.document.viewedDate).toBeTruthy();
    expect((await fetchLink(t, null, res.json.url)).status).toBe(401);
    const file = await fetchLink(t, i.client, res.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="plan.txt"');
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.bytes).toEqual(FILES.txt);
  });

  it("logs every open with who and when, and the founder sees them", async () => {
    const { f, i, process, deck } = await sharedDeck();
    await i.client.post(`/api/due-diligence/documents/${deck.id}/open`);
    await i.client.post(`/api/due-diligence/documents/${deck.id}/open`);
    expect(await viewRows(t, deck.id)).toHaveLength(2);
    const list = await f.client.get(`/api/due-diligence/${process.id}/documents`);
    const seen = list.json.documents.find((d: { id: string }) => d.id === deck.id);
    expect(seen.views).toHaveLength(2);
    expect(seen.views[0].viewerName).toBe("Kofi Investor");
  });

  it("is 404 for a stranger, with nothing logged; 409 before the file is shared", async () => {
    const { i, deck, plan, process } = await requestedDeck();
    expect((await i.client.post(`/api/due-diligence/documents/${deck.id}/open`)).status).toBe(409);
    const stranger = await investor(t);
    expect((await stranger.client.post(`/api/due-diligence/documents/${plan.id}/open`)).status).toBe(404);
    expect(await viewRows(t, plan.id)).toEqual([]);
    expect((await documentRows(t, process.id)).every((r) => r.status === "pending")).toBe(true);
  });
});
