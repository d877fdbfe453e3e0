import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listedCampaign } from "../../testing/catalogue";
import { startedProcess } from "../../testing/due-diligence";
import { download, pdfShows, requireNda, uploadNda } from "../../testing/due-diligence-nda";
import { investor } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

const STANDARD = "kuza-mutual-nda-v1";

async function founderPdf(pages: number): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage().drawText(`Founder clause ${i + 1}`);
  return new Uint8Array(await doc.save());
}

function expectPdfDownload(res: Awaited<ReturnType<typeof download>>) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(res.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
}

describe("the NDA's acceptance, shown and downloaded", () => {
  it("is shown to both parties, and its PDF (the text filled in, then the acceptance) downloads for them only", async () => {
    const { f, i, process } = await startedProcess(t);
    await requireNda(f.client, f.business.id, "standard");
    const url = `/api/due-diligence/${process.id}/nda/acceptance`;
    expect((await download(t, i.client, url)).status).toBe(404);
    await i.client.post(`/api/due-diligence/${process.id}/nda/accept`, { fullName: "Kofi Investor", ndaId: STANDARD });

    for (const party of [f, i]) {
      const seen = await party.client.get(`/api/due-diligence/${process.id}/nda`);
      expect(seen.json.acceptance).toMatchObject({ investorName: "Kofi Investor", typedName: "Kofi Investor" });
      const pdf = await download(t, party.client, url);
      expectPdfDownload(pdf);
      expect(pdfShows(pdf.bytes, "Mutual Non-Disclosure Agreement")).toBe(true);
      expect(pdfShows(pdf.bytes, "Kofi Investor")).toBe(true);
      expect(pdfShows(pdf.bytes, `${STANDARD} (en)`)).toBe(true);
      expect(pdfShows(pdf.bytes, "Electronic acceptance")).toBe(true);
      expect(pdfShows(pdf.bytes, "local")).toBe(true);
    }
    expect(pdfShows((await download(t, f.client, url)).bytes, "Nobody Else")).toBe(false);

    const stranger = await investor(t);
    const otherFounder = await listedCampaign(t.app);
    for (const who of [stranger, otherFounder]) {
      expect((await download(t, who.client, url)).status).toBe(404);
      expect((await who.client.get(`/api/due-diligence/${process.id}/nda`)).status).toBe(404);
    }
    const signedOut = await t.app.request(url);
    expect(signedOut.status).toBe(401);
  });

  it("prints the French text when it was read in French", async () => {
    const { f, i, process } = await startedProcess(t);
    await requireNda(f.client, f.business.id, "standard");
    const fr = { "accept-language": "fr" };
    const seen = await i.client.get(`/api/due-diligence/${process.id}/nda`, fr);
    expect(seen.json.standard.text.title).toBe("Accord de confidentialité mutuel");
    await i.client.post(
      `/api/due-diligence/${process.id}/nda/accept`,
      { fullName: "Kofi Investor", ndaId: STANDARD },
      fr,
    );
    const pdf = await download(t, f.client, `/api/due-diligence/${process.id}/nda/acceptance`);
    expect(pdfShows(pdf.bytes, "Accord de confidentialité mutuel")).toBe(true);
    expect(pdfShows(pdf.bytes, `${STANDARD} (fr)`)).toBe(true);
  });

  it("appends the acceptance page to the founder's own PDF, and serves that PDF to the parties before", async () => {
    const { f, i, process } = await startedProcess(t);
    const original = await founderPdf(2);
    const up = await uploadNda(t, f.client, f.business.id, "nda.pdf", original);
    const sha = up.json.nda.file.sha256 as string;
    const file = await download(t, i.client, `/api/due-diligence/${process.id}/nda/file`);
    expectPdfDownload(file);
    expect(Buffer.from(file.bytes).equals(Buffer.from(original))).toBe(true);
    expect((await download(t, (await investor(t)).client, `/api/due-diligence/${process.id}/nda/file`)).status).toBe(
      404,
    );

    await i.client.post(`/api/due-diligence/${process.id}/nda/accept`, { fullName: "Kofi Investor", ndaId: sha });
    const pdf = await download(t, f.client, `/api/due-diligence/${process.id}/nda/acceptance`);
    expectPdfDownload(pdf);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(pdfShows(pdf.bytes, sha.slice(0, 40))).toBe(true);
  });

  it("still answers an acceptance page when the founder's PDF cannot be read", async () => {
    const { f, i, process } = await startedProcess(t);
    // A PDF signature and nothing pdf-lib can read.
    const broken = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n", "latin1"));
    const up = await uploadNda(t, f.client, f.business.id, "nda.pdf", broken);
    await i.client.post(`/api/due-diligence/${process.id}/nda/accept`, {
      fullName: "Kofi Investor",
      ndaId: up.json.nda.file.sha256,
    });
    const pdf = await download(t, i.client, `/api/due-diligence/${process.id}/nda/acceptance`);
    expectPdfDownload(pdf);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(1);
  });

  it("prints a name in a script the PDF font cannot encode without failing", async () => {
    const f = await listedCampaign(t.app, { business: { businessName: "Ọjà Market" } });
    const i = await investor(t, { fullName: "Chidi 中村 Ọkafọr" });
    const started = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
    const processId = started.json.process.id as string;
    await requireNda(f.client, f.business.id, "standard");
    const ok = await i.client.post(`/api/due-diligence/${processId}/nda/accept`, {
      fullName: "chidi 中村 ọkafọr",
      ndaId: STANDARD,
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const pdf = await download(t, i.client, `/api/due-diligence/${processId}/nda/acceptance`);
    expectPdfDownload(pdf);
    // Marks the font lacks are dropped (Ọ is O, à stays), the Chinese characters print as "?".
    expect(pdfShows(pdf.bytes, "chidi ?? okafor")).toBe(true);
    expect(pdfShows(pdf.bytes, "Ojà Market")).toBe(true);
  });
});
