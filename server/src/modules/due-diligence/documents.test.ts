import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listedCampaign } from "../../testing/catalogue";
import { processRow, setStatus, startedProcess } from "../../testing/due-diligence";
import { documentRows, requested } from "../../testing/due-diligence-documents";
import { notificationsOf } from "../../testing/investments";
import { admin, investor } from "../../testing/messaging";
import { createTestApp, MISSING_ID } from "../../testing/test-app";
import { documentViewState } from "./documents.queries";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

describe("the document room of a process", () => {
  it("lists the catalogue of the business's country with what is unlocked now", async () => {
    const { f, i, process } = await startedProcess(t);
    const res = await i.client.get(`/api/due-diligence/${process.id}/documents`);
    expect(res.status).toBe(200);
    expect(res.json.jurisdiction).toBe("KE");
    const byKey = Object.fromEntries(res.json.catalogue.map((c: { key: string }) => [c.key, c]));
    expect(byKey.pitch_deck).toMatchObject({ unlocked: true, pending: false });
    expect(byKey.financial_statements.unlocked).toBe(false);
    expect(byKey.registry_status_report.name).toContain("CR12");
    expect(res.json.documents).toEqual([]);
    expect(res.json.library).toEqual([]);
    expect((await f.client.get(`/api/due-diligence/${process.id}/documents`)).status).toBe(200);
  });

  it("is 404 for anyone but the process's investor and business owner, and 403 for admins", async () => {
    const { process } = await startedProcess(t);
    const stranger = await investor(t);
    const otherFounder = await listedCampaign(t.app);
    for (const client of [stranger.client, otherFounder.client]) {
      expect((await client.get(`/api/due-diligence/${process.id}/documents`)).status).toBe(404);
      const post = await client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] });
      expect([403, 404]).toContain(post.status);
    }
    expect(
      (await stranger.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] })).status,
    ).toBe(404);
    const a = await admin(t);
    expect((await a.client.get(`/api/due-diligence/${process.id}/documents`)).status).toBe(403);
    expect((await stranger.client.get(`/api/due-diligence/${MISSING_ID}/documents`)).status).toBe(404);
    expect((await stranger.client.get("/api/due-diligence/not-a-uuid/documents")).status).toBe(404);
    expect(await documentRows(t, process.id)).toEqual([]);
  });
});

describe("Request Additional Documents", () => {
  it("makes one pending row per category, tells the founder and records the last communication", async () => {
    const { f, i, process } = await startedProcess(t);
    const docs = await requested(i.client, process.id, ["pitch_deck", "business_plan"]);
    expect(docs.pitch_deck).toMatchObject({ name: "Pitch Deck", status: "pending", fileName: null });
    expect(Object.keys(docs)).toHaveLength(2);
    const row = await processRow(t, process.id);
    expect(row?.lastCommunication).toBe("Requested 2 documents from the founder");
    const notes = await notificationsOf(t, f.profile.id);
    expect(
      notes.some(
        (n) => n.type === "document" && n.description === "Kofi Investor requested 2 documents for due diligence",
      ),
    ).toBe(true);
  });

  it("makes one row for a double click, or two requests at once", async () => {
    const { i, process } = await startedProcess(t);
    const first = await i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] });
    const again = await i.client.post(`/api/due-diligence/${process.id}/documents`, {
      categories: ["pitch_deck", "pitch_deck"],
    });
    expect(first.json.created).toBe(1);
    expect(again.json.created).toBe(0);
    await Promise.all(
      [1, 2, 3].map(() =>
        i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["business_plan"] }),
      ),
    );
    const rows = await documentRows(t, process.id);
    expect(rows.map((r) => r.category).sort()).toEqual(["business_plan", "pitch_deck"]);
  });

  it("refuses a category before its unlock stage (409), and allows it once reached", async () => {
    const { i, process } = await startedProcess(t);
    const early = await i.client.post(`/api/due-diligence/${process.id}/documents`, {
      categories: ["pitch_deck", "cap_table"],
    });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe("Cap Table can be requested from the Due Diligence Docs stage");
    expect(await documentRows(t, process.id)).toEqual([]);
    await setStatus(t, process.id, "due_diligence_docs");
    const docs = await requested(i.client, process.id, ["cap_table", "tax_clearance"]);
    expect(docs.tax_clearance?.name).toBe("Tax Compliance Certificate");
    const late = await i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["term_sheet"] });
    expect(late.status).toBe(409);
  });

  it("refuses requests once the process is declined or approved", async () => {
    const { i, process } = await startedProcess(t);
    for (const status of ["declined", "approved"] as const) {
      await setStatus(t, process.id, status);
      const refused = await i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toBe("Documents can be requested only while the process is open");
    }
    expect(await documentRows(t, process.id)).toEqual([]);
  });

  it("refuses nothing chosen, a category of another country, and founders asking", async () => {
    const { f, i, process } = await startedProcess(t);
    const none = await i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: [] });
    expect(none.status).toBe(400);
    expect(none.json.error.message).toBe("Please select at least one document to request");
    await setStatus(t, process.id, "due_diligence_docs");
    const foreign = await i.client.post(`/api/due-diligence/${process.id}/documents`, {
      categories: ["bbbee_certificate"],
    });
    expect(foreign.status).toBe(400);
    const byFounder = await f.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] });
    expect(byFounder.status).toBe(403);
    expect(await documentRows(t, process.id)).toEqual([]);
  });
});

describe("documentViewState", () => {
  it("counts the documents and the viewed ones", async () => {
    const { i, process } = await startedProcess(t);
    expect(await documentViewState(t.deps.db, process.id)).toEqual({ total: 0, viewed: 0 });
    await requested(i.client, process.id, ["pitch_deck", "business_plan"]);
    expect(await documentViewState(t.deps.db, process.id)).toEqual({ total: 2, viewed: 0 });
    expect(await documentViewState(t.deps.db, "not-a-uuid")).toEqual({ total: 0, viewed: 0 });
  });
});
