import { createHash } from "node:crypto";
import { NDA_MAX_BYTES } from "@domain/due-diligence/nda/nda-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listedCampaign } from "../../testing/catalogue";
import { startedProcess } from "../../testing/due-diligence";
import { bigStream, FILES, putRaw } from "../../testing/due-diligence-documents";
import {
  acceptanceRows,
  ndaEvents,
  ndaPath,
  openDoc,
  requireNda,
  sharedDeck,
  uploadNda,
} from "../../testing/due-diligence-nda";
import { admin, investor } from "../../testing/messaging";
import { createTestApp, MISSING_ID } from "../../testing/test-app";
import { businessNdaOf } from "./nda.queries";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

const STANDARD = "kuza-mutual-nda-v1";

describe("the founder's NDA requirement", () => {
  it("is none at first, and only the business's founder reads or changes it", async () => {
    const f = await listedCampaign(t.app);
    const other = await listedCampaign(t.app);
    expect((await f.client.get(ndaPath(f.business.id))).json.nda).toMatchObject({
      requirement: "none",
      standardVersion: STANDARD,
      file: null,
    });
    expect((await requireNda(f.client, f.business.id, "standard")).requirement).toBe("standard");

    // Another founder finds nothing and changes nothing; investors and admins are not founders.
    expect((await other.client.get(ndaPath(f.business.id))).status).toBe(404);
    expect((await other.client.put(ndaPath(f.business.id), { requirement: "none" })).status).toBe(404);
    expect((await uploadNda(t, other.client, f.business.id, "mine.pdf", FILES.pdf)).status).toBe(404);
    expect((await other.client.get(ndaPath(MISSING_ID))).status).toBe(404);
    expect((await other.client.get(ndaPath("not-a-uuid"))).status).toBe(404);
    const i = await investor(t);
    expect((await i.client.get(ndaPath(f.business.id))).status).toBe(403);
    expect((await i.client.put(ndaPath(f.business.id), { requirement: "none" })).status).toBe(403);
    const a = await admin(t);
    expect((await a.client.put(ndaPath(f.business.id), { requirement: "none" })).status).toBe(403);
    expect((await businessNdaOf(t.deps.db, f.business.id))?.requirement).toBe("standard");

    // "custom" only comes with its PDF.
    expect((await f.client.put(ndaPath(f.business.id), { requirement: "custom" })).status).toBe(400);
  });

  it("takes the founder's own PDF, by its content, and keeps its SHA-256", async () => {
    const f = await listedCampaign(t.app);
    const up = await uploadNda(t, f.client, f.business.id, "Our NDA.pdf", FILES.pdf);
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.nda).toMatchObject({
      requirement: "custom",
      file: {
        fileName: "our-nda.pdf",
        fileSize: FILES.pdf.byteLength,
        sha256: createHash("sha256").update(FILES.pdf).digest("hex"),
      },
    });
    const row = await businessNdaOf(t.deps.db, f.business.id);
    expect(row?.storageKey).toMatch(/^nda\//);
    expect(await t.deps.storage.get(row?.storageKey ?? "")).not.toBeNull();
  });

  it.each([
    ["a text file named .pdf", "nda.pdf", FILES.txt],
    ["a Word file", "nda.docx", FILES.docx],
    ["an HTML page named .pdf", "nda.pdf", FILES.html],
    ["an empty file", "nda.pdf", new Uint8Array()],
  ])("refuses %s (400) and keeps the requirement as it was", async (_label, name, body) => {
    const f = await listedCampaign(t.app);
    await requireNda(f.client, f.business.id, "standard");
    const res = await uploadNda(t, f.client, f.business.id, name, body);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.error.fields.file).toHaveLength(1);
    expect((await businessNdaOf(t.deps.db, f.business.id))?.requirement).toBe("standard");
  });

  it("refuses a PDF over 10 MB (413), declared or streamed, and keeps the file it had", async () => {
    const f = await listedCampaign(t.app);
    expect((await uploadNda(t, f.client, f.business.id, "small.pdf", FILES.pdf)).status).toBe(200);
    const declared = await putRaw(
      t,
      f.client,
      `/api/uploads/due-diligence/businesses/${f.business.id}/nda?name=a.pdf`,
      bigStream(FILES.pdf, 1024),
      {
        "content-length": String(NDA_MAX_BYTES + 1),
      },
    );
    expect(declared.status).toBe(413);
    const streamed = await uploadNda(t, f.client, f.business.id, "big.pdf", bigStream(FILES.pdf, NDA_MAX_BYTES + 1024));
    expect(streamed.status).toBe(413);
    expect(streamed.json.error.message).toBe("The NDA file must be 10 MB or less.");
    const row = await businessNdaOf(t.deps.db, f.business.id);
    expect(row).toMatchObject({ fileName: "small.pdf", fileSize: FILES.pdf.byteLength });
  });
});

describe("opening a document of a business that requires an NDA", () => {
  it("is refused until the investor accepts with their full name, then opens", async () => {
    const { f, i, process } = await startedProcess(t);
    const doc = await sharedDeck(t, f.client, i.client, process.id);
    await requireNda(f.client, f.business.id, "standard");

    const refused = await openDoc(i.client, doc);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("NDA_REQUIRED");
    // The founder's own room is not gated.
    expect((await openDoc(f.client, doc)).status).toBe(200);

    const nda = await i.client.get(`/api/due-diligence/${process.id}/nda`);
    expect(nda.json).toMatchObject({ requirement: "standard", investorName: "Kofi Investor", acceptance: null });
    expect(nda.json.standard.version).toBe(STANDARD);
    expect(JSON.stringify(nda.json.standard.text)).toContain("Shamba Fresh");
    expect(JSON.stringify(nda.json.standard.text)).toContain("Kofi Investor");
    expect(nda.json.standard.text.sections.some(([, body]: string[]) => body?.includes("two (2) years"))).toBe(true);

    const wrong = await i.client.post(`/api/due-diligence/${process.id}/nda/accept`, {
      fullName: "Kofi Investors",
      ndaId: STANDARD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.fullName[0]).toContain("Kofi Investor");
    expect(await acceptanceRows(t, process.id)).toEqual([]);
    expect((await openDoc(i.client, doc)).status).toBe(403);

    const ok = await i.client.post(
      `/api/due-diligence/${process.id}/nda/accept`,
      { fullName: "  kofi   INVESTOR ", ndaId: STANDARD },
      { "accept-language": "fr" },
    );
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.acceptance).toMatchObject({ kind: "standard", textVersion: STANDARD, typedName: "kofi INVESTOR" });
    expect((await openDoc(i.client, doc)).status).toBe(200);
  });

  it("records the acceptance once, with the address and version, and a security event in the same change", async () => {
    const { f, i, process } = await startedProcess(t);
    await requireNda(f.client, f.business.id, "standard");
    const body = { fullName: "Kofi Investor", ndaId: STANDARD };
    const answers = await Promise.all(
      [1, 2, 3].map(() => i.client.post(`/api/due-diligence/${process.id}/nda/accept`, body)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await acceptanceRows(t, process.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ investorId: i.id, typedName: "Kofi Investor", textVersion: STANDARD, ip: "local" });
    expect(new Set(answers.map((a) => a.json.acceptance.acceptedAt)).size).toBe(1);
    const events = await ndaEvents(t, i.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ip: "local", detail: { processId: process.id, version: STANDARD } });
  });

  it("records the founder's PDF by its hash, refuses an NDA that changed while read (409), keeps the acceptance after changes", async () => {
    const { f, i, process } = await startedProcess(t);
    const doc = await sharedDeck(t, f.client, i.client, process.id);
    const up = await uploadNda(t, f.client, f.business.id, "nda.pdf", FILES.pdf);
    const sha = up.json.nda.file.sha256 as string;
    expect((await openDoc(i.client, doc)).json.error.code).toBe("NDA_REQUIRED");
    const url = `/api/due-diligence/${process.id}/nda/accept`;
    expect((await i.client.post(url, { fullName: "Kofi Investor", ndaId: STANDARD })).status).toBe(409);
    expect((await i.client.post(url, { fullName: "Kofi Investor", ndaId: sha })).status).toBe(200);
    const [row] = await acceptanceRows(t, process.id);
    expect(row).toMatchObject({ kind: "custom", fileSha256: sha, textVersion: null });

    // The founder moves to the standard text: the acceptance stands, and its PDF is kept.
    await requireNda(f.client, f.business.id, "standard");
    expect((await openDoc(i.client, doc)).status).toBe(200);
    expect(await t.deps.storage.get(row?.storageKey ?? "")).not.toBeNull();
  });

  it("answers 409 when the business requires no NDA, and 404 or 403 to anyone but the investor", async () => {
    const { f, i, process } = await startedProcess(t);
    const url = `/api/due-diligence/${process.id}/nda/accept`;
    expect((await i.client.post(url, { fullName: "Kofi Investor", ndaId: STANDARD })).status).toBe(409);
    await requireNda(f.client, f.business.id, "standard");
    const stranger = await investor(t, { fullName: "Kofi Investor" });
    expect((await stranger.client.post(url, { fullName: "Kofi Investor", ndaId: STANDARD })).status).toBe(404);
    expect((await stranger.client.get(`/api/due-diligence/${process.id}/nda`)).status).toBe(404);
    expect((await f.client.post(url, { fullName: "Amina Founder", ndaId: STANDARD })).status).toBe(403);
    expect(await acceptanceRows(t, process.id)).toEqual([]);
  });
});
