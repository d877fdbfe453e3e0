import { inflateSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { ndaAcceptances, securityEvents } from "../db/schema";
import { FILES, putRaw, requested, uploadTo } from "./due-diligence-documents";
import type { createClient, createTestApp } from "./test-app";

// The NDA's fixtures: a founder's requirement, a shared document to open, and reading PDFs back.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

export const ndaPath = (businessId: string) => `/api/due-diligence/businesses/${businessId}/nda`;

export async function requireNda(client: Client, businessId: string, requirement: "none" | "standard") {
  const res = await client.put(ndaPath(businessId), { requirement });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.nda;
}

export const uploadNda = (t: TestApp, client: Client, businessId: string, name: string, body: BodyInit | null) =>
  putRaw(t, client, `/api/uploads/due-diligence/businesses/${businessId}/nda?name=${encodeURIComponent(name)}`, body);

/** The investor requests the pitch deck and the founder shares it; the document's id. */
export async function sharedDeck(t: TestApp, founder: Client, investor: Client, processId: string) {
  const docs = await requested(investor, processId, ["pitch_deck"]);
  const id = docs.pitch_deck?.id ?? "";
  const up = await uploadTo(t, founder, id, "deck.pdf", FILES.pdf);
  expect(up.status, JSON.stringify(up.json)).toBe(200);
  return id;
}

export const openDoc = (client: Client, documentId: string) =>
  client.post(`/api/due-diligence/documents/${documentId}/open`);

export async function acceptanceRows(t: TestApp, processId: string) {
  return t.deps.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.processId, processId));
}

export async function ndaEvents(t: TestApp, userId: string) {
  return t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, "nda_accepted")));
}

/** GET a binary answer with the client's cookies. */
export async function download(t: TestApp, client: Client, url: string) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/**
 * Whether a PDF made by pdf-lib shows this text: its content streams are deflated and write text
 * as hex strings of WinAnsi bytes, so the text is looked for that way.
 */
export function pdfShows(pdf: Uint8Array, text: string): boolean {
  const raw = Buffer.from(pdf);
  const hex = Buffer.from(text, "latin1").toString("hex").toUpperCase();
  let at = raw.indexOf("stream");
  while (at !== -1) {
    const start = at + (raw[at + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf("endstream", start);
    if (end === -1) break;
    try {
      const content = inflateSync(raw.subarray(start, end)).toString("latin1");
      if (content.includes(`<${hex}`) || content.toUpperCase().includes(hex)) return true;
    } catch {
      // Not a deflated stream (or not a whole one): nothing to read in it.
    }
    at = raw.indexOf("stream", end + 9);
  }
  return false;
}
