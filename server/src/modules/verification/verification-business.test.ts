import { VERIFICATION_MESSAGES as M, VERIFICATION_MAX_BYTES } from "@domain/verification/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../db/schema";
import { expectErrorBody } from "../../testing/accounts";
import { createCampaign, founderWithBusiness, saveBusiness } from "../../testing/catalogue";
import { bigStream, FILES } from "../../testing/due-diligence-documents";
import { matchInvestor } from "../../testing/matching";
import { admin, founder, investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";
import { requestRows, review, storedFiles, submitBusiness } from "../../testing/verification";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  a = await admin(t);
});
afterAll(async () => {
  await t.close();
});

const verifiedAt = async (businessId: string) =>
  (await t.deps.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.verifiedAt ?? null;

describe("a business's verification", () => {
  it("goes from not submitted to pending to Verified, and the badge's flag reaches every answer", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Nigeria" }, { verified: false });
    const before = await f.client.get("/api/founder/verification");
    expect(before.json).toMatchObject({ status: "not_submitted", latest: null, verifiedAt: null });
    expect(before.json.business).toMatchObject({ id: f.business.id, jurisdiction: "NG" });

    const sent = await submitBusiness(t, f.client, "rc 1234567");
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json).toMatchObject({
      status: "pending",
      latest: { status: "pending", registrationNumber: "RC 1234567" },
    });
    expect(sent.json.latest).toMatchObject({ incorporationCountry: "Nigeria", fileName: "certificate.pdf" });
    const [row] = await requestRows(t, f.profile.id);
    expect(row?.storageKey).toBe(`verification-docs/${f.profile.id}/${row?.id}-certificate.pdf`);
    expect(row?.fileType).toBe("application/pdf");

    const request = await review(a.client, sent.json.latest.id, "approve");
    expect(request).toMatchObject({ status: "approved", businessName: "Shamba Fresh" });
    const after = await f.client.get("/api/founder/verification");
    expect(after.json).toMatchObject({ status: "verified", latest: { status: "approved" } });
    expect(after.json.verifiedAt).not.toBeNull();
    // Verified, the business publishes without review (decision 018).
    const campaign = await createCampaign(f.client, { status: "active" });
    expect(campaign.status).toBe("active");

    const i = await investor(t);
    const detail = await i.client.get(`/api/businesses/${f.business.id}`);
    expect(detail.json.verified).toBe(true);
    const cards = await i.client.get(`/api/businesses?search=Shamba&limit=50`);
    expect(cards.json.items.find((b: { id: string }) => b.id === f.business.id)?.verified).toBe(true);
    const deals = await i.client.get("/api/deals?limit=50");
    expect(deals.json.items.find((d: { id: string }) => d.id === campaign.id)?.business.verified).toBe(true);
    const page = await i.client.get(`/api/businesses/${f.business.id}/campaigns/${campaign.id}`);
    expect(page.json.campaign.business.verified).toBe(true);
    const matcher = await matchInvestor(t, { sectors: ["agtech"] });
    const matches = await matcher.client.get("/api/matching/matches?limit=100");
    expect(matches.json.items.find((m: { id: string }) => m.id === f.business.id)?.verified).toBe(true);

    const notes = await f.client.get("/api/notifications");
    expect(notes.json.notifications[0]).toMatchObject({ title: "Business verified", link: "/founder/business" });
  });

  it("shows unverified businesses as not verified", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" }, { verified: false });
    expect((await f.client.get(`/api/businesses/${f.business.id}`)).json.verified).toBe(false);
  });

  it("checks the number against the registry of the business's country", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "South Africa" }, { verified: false });
    const wrong = await submitBusiness(t, f.client, "RC 1234567");
    expect(wrong.status).toBe(400);
    expectErrorBody(wrong.json, "VALIDATION_FAILED");
    expect(wrong.json.error.fields.registrationNumber[0]).toContain("2015/123456/07");
    const empty = await submitBusiness(t, f.client, "  ");
    expect(empty.status).toBe(400);
    expect(await requestRows(t, f.profile.id)).toEqual([]);
    expect(storedFiles(t, f.profile.id)).toEqual([]);
    expect((await submitBusiness(t, f.client, "2015/123456/07")).status).toBe(201);
  });

  it("needs a business with a country of incorporation", async () => {
    const none = await founder(t);
    const res = await submitBusiness(t, none.client, "RC 123");
    expect(res.status).toBe(409);
    expectErrorBody(res.json, "BUSINESS_REQUIRED");
    expect((await none.client.get("/api/founder/verification")).json).toMatchObject({ business: null });
    const f = await founderWithBusiness(t.app, { incorporationCountry: "" }, { verified: false });
    const noCountry = await submitBusiness(t, f.client, "RC 123");
    expect(noCountry.status).toBe(409);
    expect(noCountry.json.error.message).toBe(M.countryRequired);
  });

  it("keeps one request pending at a time, and lets a rejected founder send again", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Ghana" }, { verified: false });
    const first = await submitBusiness(t, f.client, "CS123452019");
    expect(first.status).toBe(201);
    const second = await submitBusiness(t, f.client, "CS543212020");
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe(M.pendingExists);
    expect(await requestRows(t, f.profile.id)).toHaveLength(1);
    expect(storedFiles(t, f.profile.id)).toHaveLength(1);

    await review(a.client, first.json.latest.id, "reject", "The certificate is for another company");
    const seen = await f.client.get("/api/founder/verification");
    expect(seen.json).toMatchObject({
      status: "rejected",
      latest: { status: "rejected", rejectionReason: "The certificate is for another company" },
    });
    expect(await verifiedAt(f.business.id)).toBeNull();
    expect((await submitBusiness(t, f.client, "CS543212020")).status).toBe(201);
    expect((await f.client.get("/api/founder/verification")).json.status).toBe("pending");
  });

  it("answers the two of a double submit with one request and one 409", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Egypt" }, { verified: false });
    const both = await Promise.all([submitBusiness(t, f.client, "123456"), submitBusiness(t, f.client, "654321")]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await requestRows(t, f.profile.id)).toHaveLength(1);
    expect(storedFiles(t, f.profile.id)).toHaveLength(1);
  });

  it("reads the file's type from its content and keeps nothing it refuses", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Senegal" }, { verified: false });
    const number = "SN-DKR-2018-B-12345";
    const disguised = await submitBusiness(t, f.client, number, { name: "certificate.pdf", body: FILES.html });
    expect(disguised.status).toBe(400);
    expect(disguised.json.error.fields.file).toBeDefined();
    // The document room takes Word files; a certificate is a scan or a PDF.
    const word = await submitBusiness(t, f.client, number, { name: "certificate.docx", body: FILES.docx });
    expect(word.status).toBe(400);
    expect(word.json.error.message).toBe(M.badType);
    const pngAsPdf = await submitBusiness(t, f.client, number, { name: "scan.pdf", body: FILES.png });
    expect(pngAsPdf.status).toBe(400);
    const empty = await submitBusiness(t, f.client, number, { body: new Uint8Array(0) });
    expect(empty.status).toBe(400);
    expect(await requestRows(t, f.profile.id)).toEqual([]);
    expect(storedFiles(t, f.profile.id)).toEqual([]);
    const scan = await submitBusiness(t, f.client, number, { name: "Scan 01.JPG", body: FILES.jpg });
    expect(scan.status, JSON.stringify(scan.json)).toBe(201);
    expect(scan.json.latest).toMatchObject({ fileName: "scan-01.jpg", fileType: "image/jpeg" });
  });

  it("refuses a file over 10 MB, declared or streamed, and keeps none of it", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Kenya" }, { verified: false });
    const declared = await submitBusiness(t, f.client, "PVT-AB1C2D3", {
      body: FILES.pdf,
      headers: { "content-length": String(VERIFICATION_MAX_BYTES + 1) },
    });
    expect(declared.status).toBe(413);
    const streamed = await submitBusiness(t, f.client, "PVT-AB1C2D3", {
      body: bigStream(FILES.pdf, VERIFICATION_MAX_BYTES + 1024),
    });
    expect(streamed.status).toBe(413);
    expectErrorBody(streamed.json, "PAYLOAD_TOO_LARGE");
    expect(await requestRows(t, f.profile.id)).toEqual([]);
    expect(storedFiles(t, f.profile.id)).toEqual([]);
  });
});

describe("changing the registration details after approval", () => {
  async function verifiedBusiness(country: string, number: string) {
    const f = await founderWithBusiness(t.app, { incorporationCountry: country }, { verified: false });
    const sent = await submitBusiness(t, f.client, number);
    await review(a.client, sent.json.latest.id, "approve");
    expect(await verifiedAt(f.business.id)).not.toBeNull();
    return f;
  }

  it("a new country of incorporation returns the business to unverified; other edits keep it", async () => {
    const f = await verifiedBusiness("Kenya", "PVT-AB1C2D3");
    await saveBusiness(f.client, { incorporationCountry: " kenya ", description: "Now in Uganda too" });
    expect(await verifiedAt(f.business.id)).not.toBeNull();
    await saveBusiness(f.client, { incorporationCountry: "Uganda" });
    expect(await verifiedAt(f.business.id)).toBeNull();
    expect((await f.client.get("/api/founder/verification")).json.status).toBe("not_submitted");
    expect((await f.client.get(`/api/businesses/${f.business.id}`)).json.verified).toBe(false);
  });

  it("a new registration number returns it to unverified until approved; the same number is refused", async () => {
    const f = await verifiedBusiness("Nigeria", "RC 1234567");
    const same = await submitBusiness(t, f.client, "rc-1234567");
    expect(same.status).toBe(409);
    expect(same.json.error.message).toBe(M.alreadyVerified);
    expect(await verifiedAt(f.business.id)).not.toBeNull();
    const changed = await submitBusiness(t, f.client, "RC 7654321");
    expect(changed.status).toBe(201);
    expect(changed.json.status).toBe("pending");
    expect(await verifiedAt(f.business.id)).toBeNull();
  });

  it("a new country closes a waiting request with the reason, and an approval after it is refused", async () => {
    const f = await founderWithBusiness(t.app, { incorporationCountry: "Ghana" }, { verified: false });
    const sent = await submitBusiness(t, f.client, "CS123452019");
    await saveBusiness(f.client, { incorporationCountry: "Togo" });
    const seen = await f.client.get("/api/founder/verification");
    expect(seen.json).toMatchObject({
      status: "rejected",
      latest: { status: "rejected", rejectionReason: M.countryChangedReason },
      business: { jurisdiction: "OHADA" },
    });
    const late = await a.client.post(`/api/admin/verifications/${sent.json.latest.id}/approve`);
    expect(late.status).toBe(409);
    expect(await verifiedAt(f.business.id)).toBeNull();
  });
});
