import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { dueDiligenceDocuments, dueDiligenceDocumentViews } from "../db/schema";
import { samplePdf } from "../lib/sample-pdf";
import { JPEG_IMAGE, pngImage } from "./images";
import { readJsonOrText } from "./read-body";
import type { createClient, createTestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

// The document room's fixtures: file bodies of each type, raw uploads, and the rows behind them.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

export const FILES = {
  /** A real one-page PDF: the document room refuses a PDF it cannot open (issue 21, watermark). */
  pdf: new Uint8Array(samplePdf("Pitch deck", ["Revenue 2025: 120000 USD"])),
  /** Starts like a PDF, but holds no document: the type check passes, the watermark check refuses it. */
  brokenPdf: bytes("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"),
  /** Real images: each investor's copy of one is a stamped PDF, so they must decode. */
  png: pngImage(24, 16),
  jpg: JPEG_IMAGE,
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "\0\0\0\0"),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0], "[Content_Types].xml<Types/>"),
  txt: bytes("Revenue 2025: 120000 USD\nCustomers: 4200\n"),
  html: bytes("<!doctype html><script>alert(document.cookie)</script>"),
};

/** PUT a raw body as the client's browser would (its cookies, our origin). */
export async function putRaw(
  t: TestApp,
  client: Client,
  url: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.request(url, {
    method: "PUT",
    headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/octet-stream", ...headers },
    body,
    ...(body instanceof ReadableStream && { duplex: "half" }),
  } as RequestInit);
  const json = await readJsonOrText(res);
  return { status: res.status, json };
}

export const uploadTo = (t: TestApp, client: Client, documentId: string, name: string, body: BodyInit | null) =>
  putRaw(t, client, `/api/uploads/due-diligence/documents/${documentId}?name=${encodeURIComponent(name)}`, body);

export const uploadToLibrary = (t: TestApp, client: Client, category: string, name: string, body: BodyInit | null) =>
  putRaw(t, client, `/api/uploads/due-diligence/library?category=${category}&name=${encodeURIComponent(name)}`, body);

/** The investor requests these categories; expects it to work and returns the documents by category. */
export async function requested(client: Client, processId: string, categories: string[]) {
  const res = await client.post(`/api/due-diligence/${processId}/documents`, { categories });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const documents = res.json.documents as TDocument[];
  return Object.fromEntries(documents.map((d) => [d.category, d])) as Record<string, TDocument>;
}

export async function documentRows(t: TestApp, processId: string) {
  return t.deps.db.select().from(dueDiligenceDocuments).where(eq(dueDiligenceDocuments.processId, processId));
}

export async function viewRows(t: TestApp, documentId: string) {
  return t.deps.db.select().from(dueDiligenceDocumentViews).where(eq(dueDiligenceDocumentViews.documentId, documentId));
}

/** A body stream of `size` bytes that starts with `head`, made of reused 1 MB chunks. */
export function bigStream(head: Uint8Array, size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const part = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
}
