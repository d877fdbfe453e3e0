import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDocuments } from "../db/schema";
import { createCampaign, founderWithBusiness } from "../testing/catalogue";
import { startedProcess } from "../testing/due-diligence";
import { documentRows, FILES, requested, uploadToLibrary } from "../testing/due-diligence-documents";
import { uploadNda } from "../testing/due-diligence-nda";
import { age, HOUR, ndaKeyOf, stored, uploadImage } from "../testing/stored-files";
import { createTestApp } from "../testing/test-app";

// Deleting a row that names a file removes the file after the commit (releaseFiles), unless
// another row still names it; an image only once past its day, since a form may still hold its URL.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

async function libraryKey(id: string) {
  const [row] = await t.deps.db.select().from(businessDocuments).where(eq(businessDocuments.id, id));
  if (!row) throw new Error("no library row");
  return row.storageKey;
}

describe("deleting a row that names a file", () => {
  it("a library document: its file goes; the copy shared from it stays with its document", async () => {
    const { f, i, process } = await startedProcess(t);
    const lib = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", FILES.pdf);
    const key = await libraryKey(lib.json.document.id);
    const deck = (await requested(i.client, process.id, ["pitch_deck"])).pitch_deck;
    const shared = await f.client.post(`/api/due-diligence/documents/${deck?.id}/from-library`, {
      libraryDocumentId: lib.json.document.id,
    });
    expect(shared.status).toBe(200);
    expect((await f.client.delete(`/api/due-diligence/library/${lib.json.document.id}`)).status).toBe(204);
    expect(stored(t, key)).toBe(false);
    const [copy] = await documentRows(t, process.id);
    expect(stored(t, copy?.storageKey ?? "")).toBe(true);
  });

  it("a campaign: its banner goes once past the image's day, unless another campaign shows it", async () => {
    const f = await founderWithBusiness(t.app);
    const own = await uploadImage(t, f.client, "banners");
    const shown = await uploadImage(t, f.client, "banners");
    const fresh = await uploadImage(t, f.client, "banners");
    for (const image of [own, shown]) age(t, image.key, 25 * HOUR);
    const alone = await createCampaign(f.client, { bannerImageUrl: own.url });
    const first = await createCampaign(f.client, { bannerImageUrl: shown.url });
    await createCampaign(f.client, { bannerImageUrl: shown.url });
    const young = await createCampaign(f.client, { bannerImageUrl: fresh.url });
    for (const campaign of [alone, first, young]) {
      expect((await f.client.delete(`/api/founder/campaigns/${campaign.id}`)).status).toBe(204);
    }
    expect(stored(t, own.key)).toBe(false);
    expect(stored(t, shown.key)).toBe(true);
    // Uploaded minutes ago: its URL may still sit in an unsaved form; the sweep takes it after its day.
    expect(stored(t, fresh.key)).toBe(true);
  });

  it("a founder's NDA replaced by another: the first PDF goes", async () => {
    const f = await founderWithBusiness(t.app);
    expect((await uploadNda(t, f.client, f.business.id, "first.pdf", FILES.pdf)).status).toBe(200);
    const first = (await ndaKeyOf(t, f.business.id)) ?? "";
    expect((await uploadNda(t, f.client, f.business.id, "second.pdf", FILES.pdf)).status).toBe(200);
    const second = (await ndaKeyOf(t, f.business.id)) ?? "";
    expect(stored(t, first)).toBe(false);
    expect(stored(t, second)).toBe(true);
  });
});
