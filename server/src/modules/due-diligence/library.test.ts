import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderWithBusiness } from "../../testing/catalogue";
import { fetchLink, realPdf } from "../../testing/document-links";
import { startedProcess } from "../../testing/due-diligence";
import { documentRows, FILES, requested, uploadToLibrary } from "../../testing/due-diligence-documents";
import { createTestApp, MISSING_ID } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

describe("the founder's document library", () => {
  it("follows the business's country and scores readiness with the missing items listed", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "South Africa" });
    const empty = await f.client.get("/api/due-diligence/library");
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ jurisdiction: "ZA", readiness: { score: 0, ready: 0 } });
    expect(empty.json.readiness.missing.map((m: { name: string }) => m.name)).toContain(
      "Registration Certificate (Form CoR 14.3)",
    );
    const up = await uploadToLibrary(t, f.client, "certificate_of_incorporation", "CoR14.3.pdf", FILES.pdf);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    expect(up.json.document).toMatchObject({ category: "certificate_of_incorporation", fileName: "cor14-3.pdf" });
    const after = await f.client.get("/api/due-diligence/library");
    const { readiness } = after.json;
    expect(readiness.ready).toBe(1);
    expect(readiness.score).toBe(Math.round((1 / readiness.total) * 100));
    expect(readiness.missing.map((m: { key: string }) => m.key)).not.toContain("certificate_of_incorporation");
  });

  it("refuses a category outside the country's catalogue, a wrong type, and founders without a business", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" });
    expect((await uploadToLibrary(t, f.client, "bbbee_certificate", "b.pdf", FILES.pdf)).status).toBe(400);
    expect((await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", FILES.html)).status).toBe(400);
    expect((await f.client.get("/api/due-diligence/library")).json.documents).toEqual([]);
  });

  it("answers a request in one click with a copy of the library file", async () => {
    const { f, i, process } = await startedProcess(t);
    const lib = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", await realPdf("deck"));
    const docs = await requested(i.client, process.id, ["pitch_deck", "business_plan"]);
    const deck = docs.pitch_deck;
    const plan = docs.business_plan;
    if (!deck || !plan) throw new Error("not requested");

    const room = await f.client.get(`/api/due-diligence/${process.id}/documents`);
    expect(room.json.library.map((d: { id: string }) => d.id)).toEqual([lib.json.document.id]);
    expect((await i.client.get(`/api/due-diligence/${process.id}/documents`)).json.library).toEqual([]);

    const wrong = await f.client.post(`/api/due-diligence/documents/${plan.id}/from-library`, {
      libraryDocumentId: lib.json.document.id,
    });
    expect(wrong.status).toBe(400);
    const res = await f.client.post(`/api/due-diligence/documents/${deck.id}/from-library`, {
      libraryDocumentId: lib.json.document.id,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.document).toMatchObject({
      status: "shared",
      fileName: "deck.pdf",
      uploadedByName: "Amina Founder",
    });
    const [row] = (await documentRows(t, process.id)).filter((r) => r.id === deck.id);
    expect(row?.storageKey).toBe(`due-diligence-docs/${f.profile.id}/${process.id}/${deck.id}-deck.pdf`);

    // The library copy can go; the shared copy stays readable.
    expect((await f.client.delete(`/api/due-diligence/library/${lib.json.document.id}`)).status).toBe(204);
    const open = await i.client.post(`/api/due-diligence/documents/${deck.id}/open`);
    expect((await fetchLink(t, i.client, open.json.url)).status).toBe(200);
  });

  it("shares once when the same library file is sent twice at once, and the shared file stays", async () => {
    const { f, i, process } = await startedProcess(t);
    const lib = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", await realPdf("deck"));
    const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
    if (!deck) throw new Error("not requested");
    const share = () =>
      f.client.post(`/api/due-diligence/documents/${deck.id}/from-library`, {
        libraryDocumentId: lib.json.document.id,
      });
    const answers = await Promise.all([share(), share()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const open = await i.client.post(`/api/due-diligence/documents/${deck.id}/open`);
    expect((await fetchLink(t, i.client, open.json.url)).status).toBe(200);
  });

  it("keeps each founder's library to themselves", async () => {
    const { f, process, i } = await startedProcess(t);
    const other = await founderWithBusiness(t.app);
    const theirs = await uploadToLibrary(t, other.client, "pitch_deck", "deck.pdf", FILES.pdf);
    const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
    if (!deck) throw new Error("not requested");
    const res = await f.client.post(`/api/due-diligence/documents/${deck.id}/from-library`, {
      libraryDocumentId: theirs.json.document.id,
    });
    expect(res.status).toBe(404);
    expect((await f.client.post(`/api/due-diligence/library/${theirs.json.document.id}/open`)).status).toBe(404);
    expect((await f.client.delete(`/api/due-diligence/library/${theirs.json.document.id}`)).status).toBe(404);
    expect((await f.client.delete(`/api/due-diligence/library/${MISSING_ID}`)).status).toBe(404);
    expect((await other.client.get("/api/due-diligence/library")).json.documents).toHaveLength(1);
    expect((await i.client.get("/api/due-diligence/library")).status).toBe(403);
  });
});
