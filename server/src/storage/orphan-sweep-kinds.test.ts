import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDocuments, user, verificationRequests } from "../db/schema";
import { createCampaign, founderWithBusiness, saveBusiness } from "../testing/catalogue";
import { startedProcess } from "../testing/due-diligence";
import { documentRows, FILES, requested, uploadTo, uploadToLibrary } from "../testing/due-diligence-documents";
import { requireNda, uploadNda } from "../testing/due-diligence-nda";
import { newInvestor, saveProfile } from "../testing/investors";
import { age, HOUR, ndaKeyOf, PAST_EVERY_GRACE, stored, stray, uploadImage } from "../testing/stored-files";
import { createTestApp } from "../testing/test-app";
import { submitBusiness, submitInvestor } from "../testing/verification";
import { sweepOrphanFiles } from "./orphan-sweep";

// One test per kind of stored file and per column that names one (file-references.ts): the file a
// row names stays, however old; a stray file of the same kind in the same folder, as old, goes.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

const GRACES = { documentMs: HOUR, imageMs: 24 * HOUR };

/** Ages the named file past every grace, strays one beside it, sweeps: the named one stays, the stray goes. */
async function keepsOnlyTheNamed(key: string | null | undefined) {
  if (!key) throw new Error("no stored key");
  expect(stored(t, key)).toBe(true);
  age(t, key, PAST_EVERY_GRACE);
  const strayKey = await stray(t, path.posix.dirname(key));
  await sweepOrphanFiles(t.deps, GRACES);
  expect(stored(t, key), `${key} is named by a row`).toBe(true);
  expect(stored(t, strayKey), `${strayKey} is named by no row`).toBe(false);
}

describe("the orphan sweep recognises every reference", () => {
  it("a process document (due_diligence_documents.storage_key)", async () => {
    const { f, i, process } = await startedProcess(t);
    const deck = (await requested(i.client, process.id, ["pitch_deck"])).pitch_deck;
    expect((await uploadTo(t, f.client, deck?.id ?? "", "deck.pdf", FILES.pdf)).status).toBe(200);
    const [row] = (await documentRows(t, process.id)).filter((d) => d.id === deck?.id);
    await keepsOnlyTheNamed(row?.storageKey);
  });

  it("a library document (business_documents.storage_key)", async () => {
    const f = await founderWithBusiness(t.app);
    const up = await uploadToLibrary(t, f.client, "pitch_deck", "deck.pdf", FILES.pdf);
    expect(up.status).toBe(201);
    const [row] = await t.deps.db.select().from(businessDocuments).where(eq(businessDocuments.id, up.json.document.id));
    await keepsOnlyTheNamed(row?.storageKey);
  });

  it("a founder's NDA (business_ndas.storage_key)", async () => {
    const f = await founderWithBusiness(t.app);
    expect((await uploadNda(t, f.client, f.business.id, "nda.pdf", FILES.pdf)).status).toBe(200);
    await keepsOnlyTheNamed(await ndaKeyOf(t, f.business.id));
  });

  it("an NDA only an acceptance still names (nda_acceptances.storage_key)", async () => {
    const { f, i, process } = await startedProcess(t);
    const up = await uploadNda(t, f.client, f.business.id, "nda.pdf", FILES.pdf);
    const key = await ndaKeyOf(t, f.business.id);
    const accept = { fullName: "Kofi Investor", ndaId: up.json.nda.file.sha256 };
    expect((await i.client.post(`/api/due-diligence/${process.id}/nda/accept`, accept)).status).toBe(200);
    await requireNda(f.client, f.business.id, "standard");
    expect(await ndaKeyOf(t, f.business.id)).toBeNull();
    await keepsOnlyTheNamed(key);
  });

  it("a business's registration certificate (verification_requests.storage_key)", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    expect((await submitBusiness(t, f.client, "RC 123456")).status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, f.profile.id));
    await keepsOnlyTheNamed(row?.storageKey);
  });

  it("an investor's identity document (verification_requests.storage_key)", async () => {
    const i = await newInvestor(t);
    expect((await submitInvestor(t, i.client)).status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, i.profile.id));
    await keepsOnlyTheNamed(row?.storageKey);
  });

  it("an investor's avatar (investors.avatar_url)", async () => {
    const i = await newInvestor(t);
    const image = await uploadImage(t, i.client, "avatars");
    await saveProfile(i.client, { avatarUrl: image.url });
    await keepsOnlyTheNamed(image.key);
  });

  it("a business's logo (businesses.logo_url)", async () => {
    const f = await founderWithBusiness(t.app);
    const image = await uploadImage(t, f.client, "logos");
    await saveBusiness(f.client, { logoUrl: image.url });
    await keepsOnlyTheNamed(image.key);
  });

  it("a file the video pitch links to (businesses.video_pitch_url)", async () => {
    const f = await founderWithBusiness(t.app);
    const image = await uploadImage(t, f.client, "banners");
    await saveBusiness(f.client, { videoPitchUrl: image.url });
    await keepsOnlyTheNamed(image.key);
  });

  it("a campaign's banner (campaigns.banner_image_url)", async () => {
    const f = await founderWithBusiness(t.app);
    const image = await uploadImage(t, f.client, "banners");
    await createCampaign(f.client, { bannerImageUrl: image.url });
    await keepsOnlyTheNamed(image.key);
  });

  it("an account's picture, named by a full link (user.image)", async () => {
    const i = await newInvestor(t);
    const image = await uploadImage(t, i.client, "avatars");
    const link = `${t.deps.env.appUrl}${image.url}?v=2`;
    await t.deps.db.update(user).set({ image: link }).where(eq(user.id, i.profile.id));
    await keepsOnlyTheNamed(image.key);
  });
});
