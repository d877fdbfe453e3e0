import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderWithBusiness } from "../../testing/catalogue";
import { fetchLink, linkFor, realPdf, refusalReasons, sharedDocuments } from "../../testing/document-links";
import { FILES, uploadToLibrary } from "../../testing/due-diligence-documents";
import { founder, investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { makeDocumentLink } from "./document-links";

// Document links (issue 21): a link opens only with the session of the user it was made for, a
// party of the process; anyone else gets no bytes. The investor's PDF comes stamped.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

describe("a document link", () => {
  it("lives 10 days and opens for its investor as an attachment, nosniff, never cached", async () => {
    const { i, deck, plan } = await sharedDocuments(t);
    const res = await i.client.post(`/api/due-diligence/documents/${deck.id}/open`);
    expect(res.status).toBe(200);
    const url = new URL(res.json.url, "http://x");
    expect(url.pathname).toBe(`/api/due-diligence/documents/${deck.id}/file`);
    expect([...url.searchParams.keys()].sort()).toEqual(["expires", "signature"]);
    expect(Number(url.searchParams.get("expires")) - Date.now() / 1000).toBeCloseTo(864_000, -1);
    expect(Date.parse(res.json.expiresAt) / 1000).toBe(Number(url.searchParams.get("expires")));
    expect(res.json.document).toMatchObject({ status: "viewed", accessRevoked: false });

    const file = await fetchLink(t, i.client, res.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="deck.pdf"');
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Number(file.headers.get("content-length"))).toBe(file.bytes.length);

    const text = await fetchLink(t, i.client, await linkFor(i.client, plan.id));
    expect(text.status).toBe(200);
    expect(text.headers.get("content-disposition")).toBe('attachment; filename="plan.txt"');
    expect(text.bytes).toEqual(FILES.txt);
  });

  it("gives the investor a stamped copy of a PDF and the founder the stored original", async () => {
    const { f, i, deck, deckBytes } = await sharedDocuments(t);
    const investorCopy = (await fetchLink(t, i.client, await linkFor(i.client, deck.id))).bytes;
    expect(investorCopy).not.toEqual(deckBytes);
    expect((await PDFDocument.load(investorCopy)).getPageCount()).toBe(1);
    expect((await fetchLink(t, f.client, await linkFor(f.client, deck.id))).bytes).toEqual(deckBytes);
  });

  it("answers 401 and no bytes signed out, 404 and no bytes to anyone it was not made for", async () => {
    const { f, i, deck } = await sharedDocuments(t);
    const url = await linkFor(i.client, deck.id);
    const strangers = [await investor(t), await founder(t)];

    const signedOut = await fetchLink(t, null, url);
    expect([signedOut.status, signedOut.json.error.code]).toEqual([401, "UNAUTHENTICATED"]);
    for (const stranger of strangers) {
      const res = await fetchLink(t, stranger.client, url);
      expect([res.status, res.json.error.code]).toEqual([404, "NOT_FOUND"]);
      expect(res.text).not.toContain("%PDF");
      expect(await refusalReasons(t, stranger.id)).toEqual(["not_party"]);
    }
    // The founder is a party, but this link names the investor: their own link opens, this one does not.
    const foundersUse = await fetchLink(t, f.client, url);
    expect([foundersUse.status, foundersUse.text.includes("%PDF")]).toEqual([404, false]);
    expect(await refusalReasons(t, f.profile.id)).toEqual(["wrong_user"]);
    expect((await fetchLink(t, f.client, await linkFor(f.client, deck.id))).status).toBe(200);
    // And the investor's own link still opens for them.
    expect((await fetchLink(t, i.client, url)).status).toBe(200);
  });

  it("refuses a changed signature, expiry or document, and expires after 10 days", async () => {
    const { i, deck, plan } = await sharedDocuments(t);
    const url = new URL(await linkFor(i.client, deck.id), "http://x");
    const variants = [
      (u: URL) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 60)),
      // Its first character changed (an "A" over an "A" would leave it as it was: 1 link in 64).
      (u: URL) => {
        const signature = u.searchParams.get("signature") ?? "";
        u.searchParams.set("signature", `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`);
      },
      (u: URL) => {
        u.pathname = u.pathname.replace(deck.id, plan.id);
      },
    ];
    for (const change of variants) {
      const changed = new URL(url);
      change(changed);
      expect((await fetchLink(t, i.client, `${changed.pathname}${changed.search}`)).status).toBe(404);
    }
    expect((await fetchLink(t, i.client, `${url.pathname}?expires=1`)).status).toBe(400);

    // A link made 10 days and a second ago, for this investor (the session itself is newer).
    const old = makeDocumentLink(t.deps.links, "process", deck.id, i.profile.id, Date.now() - 864_001_000);
    const expired = await fetchLink(t, i.client, old.url);
    expect([expired.status, expired.json.error.message]).toEqual([403, M.linkExpired]);
    expect((await refusalReasons(t, i.profile.id)).slice(-1)).toEqual(["expired"]);
  });

  it("shows a browser tab the refusal on a page in the reader's language, not the file", async () => {
    const { i, deck } = await sharedDocuments(t);
    const url = await linkFor(i.client, deck.id);
    const tab = { "sec-fetch-mode": "navigate", accept: "text/html" };
    const signedOut = await fetchLink(t, null, url, tab);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(signedOut.text).toContain("Document unavailable");
    expect(signedOut.text).toContain('href="/due-diligence"');
    const stranger = await investor(t);
    const french = await fetchLink(t, stranger.client, url, { ...tab, "accept-language": "fr" });
    expect(french.text).toContain('lang="fr"');
    expect(french.text).toContain("Document indisponible");
    const opened = await fetchLink(t, i.client, url, tab);
    expect([opened.status, opened.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  });
});

describe("a library document link", () => {
  it("opens only with its founder's own session", async () => {
    const owner = await founderWithBusiness(t.app);
    const put = await uploadToLibrary(t, owner.client, "pitch_deck", "deck.pdf", await realPdf("library deck"));
    expect(put.status).toBe(201);
    const res = await owner.client.post(`/api/due-diligence/library/${put.json.document.id}/open`);
    expect(res.status).toBe(200);
    expect(new URL(res.json.url, "http://x").pathname).toBe(`/api/due-diligence/library/${put.json.document.id}/file`);

    const own = await fetchLink(t, owner.client, res.json.url);
    expect([own.status, own.headers.get("content-disposition")]).toEqual([200, 'attachment; filename="deck.pdf"']);
    expect(own.text.startsWith("%PDF")).toBe(true);
    expect((await fetchLink(t, null, res.json.url)).status).toBe(401);
    const other = await founder(t);
    expect((await fetchLink(t, other.client, res.json.url)).status).toBe(404);
    expect(await refusalReasons(t, other.id)).toEqual(["not_party"]);
    expect((await fetchLink(t, (await investor(t)).client, res.json.url)).status).toBe(403);
  });
});
