import type { TLibraryAnalytics } from "@domain/due-diligence/analytics-schemas";
import type { TDocument } from "@domain/due-diligence/documents-schemas";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderWithBusiness } from "../../testing/catalogue";
import { startedProcess } from "../../testing/due-diligence";
import { FILES, requested, uploadTo, uploadToLibrary } from "../../testing/due-diligence-documents";
import { investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// What the founder sees of their documents (issue 21): each investor's opens of each document,
// apart, on the process and in the library; nobody else sees them.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof investor>>["client"];

async function shareDeck(f: { client: Client }, i: { client: Client }, processId: string, libraryId: string) {
  const { pitch_deck: deck } = await requested(i.client, processId, ["pitch_deck"]);
  if (!deck) throw new Error("not requested");
  const res = await f.client.post(`/api/due-diligence/documents/${deck.id}/from-library`, {
    libraryDocumentId: libraryId,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return deck.id;
}

/** A founder's library deck shared with two investors; Kofi opens his copy twice, Zara never. */
async function deckSharedWithTwo() {
  const { f, i, process } = await startedProcess(t);
  const zara = await investor(t, { fullName: "Zara Investor" });
  const started = await zara.client.post("/api/due-diligence", {
    businessId: f.business.id,
    campaignId: f.campaign.id,
  });
  const second = started.json.process as TProcess;
  const lib = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", FILES.pdf);
  const libraryId = lib.json.document.id as string;
  const kofiCopy = await shareDeck(f, i, process.id, libraryId);
  const zaraCopy = await shareDeck(f, zara, second.id, libraryId);
  await i.client.post(`/api/due-diligence/documents/${kofiCopy}/open`);
  await i.client.post(`/api/due-diligence/documents/${kofiCopy}/open`);
  // The founder's own open is not the investor's.
  await f.client.post(`/api/due-diligence/documents/${kofiCopy}/open`);
  return { f, i, zara, process, second, libraryId, kofiCopy, zaraCopy };
}

describe("document view analytics", () => {
  it("counts each investor's opens of a library document apart, with first and last", async () => {
    const { f, process, second, libraryId, kofiCopy, zaraCopy } = await deckSharedWithTwo();
    const res = await f.client.get("/api/due-diligence/library/analytics");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { documents } = res.json as TLibraryAnalytics;
    expect(documents.map((d) => d.libraryDocumentId)).toEqual([libraryId]);
    const byInvestor = Object.fromEntries((documents[0]?.recipients ?? []).map((r) => [r.investorName, r]));
    expect(byInvestor["Kofi Investor"]).toMatchObject({ processId: process.id, documentId: kofiCopy });
    expect(byInvestor["Kofi Investor"]?.opens.count).toBe(2);
    const kofi = byInvestor["Kofi Investor"]?.opens;
    expect(kofi?.firstOpenedAt && kofi.lastOpenedAt && kofi.firstOpenedAt <= kofi.lastOpenedAt).toBe(true);
    expect(byInvestor["Zara Investor"]).toMatchObject({
      processId: second.id,
      documentId: zaraCopy,
      opens: { count: 0, firstOpenedAt: null, lastOpenedAt: null },
    });
  });

  it("shows the founder the investor's opens per document on the process, and the investor none", async () => {
    const { f, i, process, kofiCopy } = await deckSharedWithTwo();
    const founderView = await f.client.get(`/api/due-diligence/${process.id}/documents`);
    const seen = (founderView.json.documents as TDocument[]).find((d) => d.id === kofiCopy);
    expect(seen?.investorOpens?.count).toBe(2);
    expect(seen?.investorOpens?.lastOpenedAt).toBeTruthy();
    // Every open is listed for the founder, their own included.
    expect(seen?.views).toHaveLength(3);
    const investorView = await i.client.get(`/api/due-diligence/${process.id}/documents`);
    const theirs = (investorView.json.documents as TDocument[]).find((d) => d.id === kofiCopy);
    expect(theirs).toMatchObject({ investorOpens: null, views: [] });
    const opened = await i.client.post(`/api/due-diligence/documents/${kofiCopy}/open`);
    expect(opened.json.document).toMatchObject({ investorOpens: null, views: [] });
  });

  it("leaves out documents uploaded directly, and keeps a business's analytics to its founder", async () => {
    const { f, i, process } = await deckSharedWithTwo();
    const { business_plan: plan } = await requested(i.client, process.id, ["business_plan"]);
    if (!plan) throw new Error("not requested");
    expect((await uploadTo(t, f.client, plan.id, "plan.pdf", FILES.pdf)).status).toBe(200);
    const mine = (await f.client.get("/api/due-diligence/library/analytics")).json as TLibraryAnalytics;
    expect(mine.documents.flatMap((d) => d.recipients.map((r) => r.documentId))).not.toContain(plan.id);

    expect((await i.client.get("/api/due-diligence/library/analytics")).status).toBe(403);
    const other = await founderWithBusiness(t.app);
    const theirs = await other.client.get("/api/due-diligence/library/analytics");
    expect(theirs.status).toBe(200);
    expect(theirs.json).toEqual({ documents: [] });
    expect((await t.app.request("/api/due-diligence/library/analytics")).status).toBe(401);
  });
});
