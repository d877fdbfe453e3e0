import { and, eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "vitest";
import { securityEvents } from "../db/schema";
import { startedProcess } from "./due-diligence";
import { FILES, requested, uploadTo } from "./due-diligence-documents";
import type { createClient, createTestApp } from "./test-app";

// Document links (issue 21): a process with a shared PDF and text file, links fetched with one
// session or none, and the refusals the security log kept.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

/** A one-page PDF pdf-lib can read (the watermark stamps the investor's copy of it). */
export async function realPdf(label: string): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(label, { x: 72, y: 760, font, size: 14 });
  return new Uint8Array(await doc.save());
}

/** A process at Due Diligence Docs with a shared pitch deck (PDF) and business plan (text). */
export async function sharedDocuments(t: TestApp) {
  const started = await startedProcess(t);
  const docs = await requested(started.i.client, started.process.id, ["pitch_deck", "business_plan"]);
  const deck = docs.pitch_deck;
  const plan = docs.business_plan;
  if (!deck || !plan) throw new Error("the two requests were not made");
  const deckBytes = await realPdf("Shamba Fresh deck");
  expect((await uploadTo(t, started.f.client, deck.id, "deck.pdf", deckBytes)).status).toBe(200);
  expect((await uploadTo(t, started.f.client, plan.id, "plan.txt", FILES.txt)).status).toBe(200);
  return { ...started, deck, plan, deckBytes };
}

/** The link the API hands this client for a process document (expects it to be made). */
export async function linkFor(client: Client, documentId: string): Promise<string> {
  const res = await client.post(`/api/due-diligence/documents/${documentId}/open`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.url as string;
}

/** GETs a link as a browser tab would: with this client's cookies, or none when signed out. */
export async function fetchLink(t: TestApp, client: Client | null, url: string, headers: Record<string, string> = {}) {
  const cookie = client ? [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ") : "";
  const res = await t.app.request(url, { headers: { ...(cookie && { cookie }), ...headers } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = Buffer.from(bytes).toString("latin1");
  const contentType = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
    json: (contentType.includes("json") ? JSON.parse(text) : null) as any,
  };
}

/** The reasons of the document_link_refused events recorded for this user, oldest first. */
export async function refusalReasons(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, "document_link_refused")))
    .orderBy(securityEvents.createdAt);
  return rows.map((row) => String(row.detail.reason));
}
