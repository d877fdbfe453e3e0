import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDocuments } from "../db/schema";
import { samplePdf } from "../lib/sample-pdf";
import { founderWithBusiness } from "../testing/catalogue";
import { startedProcess } from "../testing/due-diligence";
import { documentRows, FILES, putRaw, requested } from "../testing/due-diligence-documents";
import { newKey, withKey } from "../testing/keyed-scenes";
import { createTestApp } from "../testing/test-app";

// The two document-room uploads under an Idempotency-Key (decision 025). Their fingerprint is the
// route, the fields, and the size and SHA-256 of the bytes, hashed as they stream: a replay answers
// the first answer and leaves no second file or row; other bytes or another name answer 422.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof startedProcess>>["f"]["client"];
const OTHER_PDF: BodyInit = new Uint8Array(samplePdf("Business plan", ["Five-year plan"]));

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => !n.endsWith(".meta")) : []);
const folderOf = (userId: string, sub: string) =>
  path.join(t.dataDir, "files", "private", "due-diligence-docs", userId, sub);

const upload = (client: Client, documentId: string, name: string, body: BodyInit, key: string | null) =>
  putRaw(t, client, `/api/uploads/due-diligence/documents/${documentId}?name=${name}`, body, withKey(key));
const toLibrary = (client: Client, name: string, body: BodyInit, key: string | null) =>
  putRaw(t, client, `/api/uploads/due-diligence/library?category=pitch_deck&name=${name}`, body, withKey(key));

async function pendingDeck() {
  const started = await startedProcess(t);
  const { pitch_deck: deck } = await requested(started.i.client, started.process.id, ["pitch_deck"]);
  if (!deck) throw new Error("no request");
  return { ...started, deck };
}

async function libraryRows(businessId: string) {
  return t.deps.db.select().from(businessDocuments).where(eq(businessDocuments.businessId, businessId));
}

describe("Upload Document with an Idempotency-Key", () => {
  it("answers a replay with the first answer: one shared row, one file", async () => {
    const { f, process, deck } = await pendingDeck();
    const key = newKey();
    const first = await upload(f.client, deck.id, "deck.pdf", FILES.pdf, key);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    // Without the key the same upload would now be refused (the request is no longer pending).
    const again = await upload(f.client, deck.id, "deck.pdf", FILES.pdf, key);
    expect(again).toEqual(first);
    expect((await documentRows(t, process.id)).filter((d) => d.status === "shared")).toHaveLength(1);
    expect(filesIn(folderOf(f.profile.id, process.id))).toHaveLength(1);
  });

  it("answers 422 for other bytes or another name under the same key, and stores nothing", async () => {
    const { f, process, deck } = await pendingDeck();
    const key = newKey();
    expect((await upload(f.client, deck.id, "deck.pdf", FILES.pdf, key)).status).toBe(200);
    for (const [name, body] of [
      ["deck.pdf", OTHER_PDF],
      ["final.pdf", FILES.pdf],
    ] as const) {
      const other = await upload(f.client, deck.id, name, body, key);
      expect(other.status).toBe(422);
      expect((other.json as { error: { code: string } }).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    expect(filesIn(folderOf(f.profile.id, process.id))).toHaveLength(1);
  });

  it("refuses an ill-formed key with 400 and leaves the request pending", async () => {
    const { f, process, deck } = await pendingDeck();
    const answer = await upload(f.client, deck.id, "deck.pdf", FILES.pdf, "x".repeat(201));
    expect(answer.status).toBe(400);
    expect((await documentRows(t, process.id))[0]?.status).toBe("pending");
  });

  it("keeps another founder's same key apart", async () => {
    const mine = await pendingDeck();
    const theirs = await pendingDeck();
    const key = newKey();
    expect((await upload(mine.f.client, mine.deck.id, "deck.pdf", FILES.pdf, key)).status).toBe(200);
    const answer = await upload(theirs.f.client, theirs.deck.id, "deck.pdf", FILES.pdf, key);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect((await documentRows(t, theirs.process.id))[0]?.status).toBe("shared");
  });
});

describe("a library upload with an Idempotency-Key", () => {
  it("answers a replay, even two at once, with the first answer: one row, one file", async () => {
    const f = await founderWithBusiness(t.app);
    const key = newKey();
    const first = await toLibrary(f.client, "deck.pdf", FILES.pdf, key);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const [a, b] = await Promise.all([
      toLibrary(f.client, "deck.pdf", FILES.pdf, key),
      toLibrary(f.client, "deck.pdf", FILES.pdf, key),
    ]);
    expect(a).toEqual(first);
    expect(b).toEqual(first);
    expect(await libraryRows(f.business.id)).toHaveLength(1);
    expect(filesIn(folderOf(f.profile.id, "library"))).toHaveLength(1);
  });

  it("answers 422 for other bytes, 400 for an empty key, and keeps another founder's key apart", async () => {
    const f = await founderWithBusiness(t.app);
    const other = await founderWithBusiness(t.app);
    const key = newKey();
    expect((await toLibrary(f.client, "deck.pdf", FILES.pdf, key)).status).toBe(201);
    expect((await toLibrary(f.client, "deck.pdf", OTHER_PDF, key)).status).toBe(422);
    expect((await toLibrary(f.client, "deck.pdf", FILES.pdf, "")).status).toBe(400);
    expect(await libraryRows(f.business.id)).toHaveLength(1);
    expect((await toLibrary(other.client, "deck.pdf", FILES.pdf, key)).status).toBe(201);
    expect(await libraryRows(other.business.id)).toHaveLength(1);
  });
});
