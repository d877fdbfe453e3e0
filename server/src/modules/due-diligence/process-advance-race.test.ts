import { DOCUMENT_MESSAGES } from "@domain/due-diligence/documents-constants";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dueDiligenceDocuments } from "../../db/schema";
import { processRow, setStatus, startedProcess } from "../../testing/due-diligence";
import { documentRows } from "../../testing/due-diligence-documents";
import { createTestApp } from "../../testing/test-app";
import * as view from "./process-view";

// An advance out of Due Diligence Docs and a document request at the same moment: the advance
// counts documents under the process's row lock, the request takes the same lock, so the request
// cannot slip in between the count and the move (which would leave an unviewed document behind a
// process that moved on as if all were viewed).

const realFactsFor = view.factsFor;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe("advance against a concurrent document request", () => {
  it("serialises them: a request arriving after the count waits for the move, then lands in the next stage", async () => {
    const { i, process } = await startedProcess(t);
    await setStatus(t, process.id, "due_diligence_docs");
    await t.deps.db
      .insert(dueDiligenceDocuments)
      .values({ processId: process.id, category: "cap_table", name: "Cap Table", status: "viewed" });

    let request: Promise<{ status: number; json: unknown }> | undefined;
    let requestDoneBeforeMove = false;
    // A spy, not vi.mock: this file then shares its worker's loaded server with the other files
    // (vitest.config.ts); restored whatever happens, so no other file meets it.
    const spy = vi.spyOn(view, "factsFor").mockImplementationOnce(async (db, ids) => {
      const facts = await realFactsFor(db, ids);
      // The investor's request arrives right after the advance counted (all viewed).
      request = i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["material_contracts"] });
      requestDoneBeforeMove = await settledWithin(request, 1500);
      return facts;
    });
    let advance: Awaited<ReturnType<typeof i.client.post>>;
    try {
      advance = await i.client.post(`/api/due-diligence/${process.id}/advance`, { from: "due_diligence_docs" });
    } finally {
      spy.mockRestore();
    }
    const requested = await request;
    expect(advance.status, JSON.stringify(advance.json)).toBe(200);
    expect(advance.json.process.status).toBe("term_sheet");
    expect(requested?.status).toBe(200);
    // The request waited for the advance's lock: it is the later change, made in Term Sheet.
    expect(requestDoneBeforeMove).toBe(false);
    expect((await processRow(t, process.id))?.lastCommunication).toBe(DOCUMENT_MESSAGES.requestSentText(1));
    const pending = (await documentRows(t, process.id)).filter((d) => d.status === "pending");
    expect(pending.map((d) => d.category)).toEqual(["material_contracts"]);
  });

  it("sent together, ends as some serial order would: moved then requested, or requested and not moved", async () => {
    const { i, process } = await startedProcess(t);
    await setStatus(t, process.id, "due_diligence_docs");
    await t.deps.db
      .insert(dueDiligenceDocuments)
      .values({ processId: process.id, category: "cap_table", name: "Cap Table", status: "viewed" });
    const url = `/api/due-diligence/${process.id}`;
    const [requested, advance] = await Promise.all([
      i.client.post(`${url}/documents`, { categories: ["material_contracts"] }),
      new Promise((r) => setTimeout(r, 0)).then(() => i.client.post(`${url}/advance`, {})),
    ]);
    expect(requested.status).toBe(200);
    // Either order is fine as long as the outcome is one a serial run could give.
    const row = await processRow(t, process.id);
    if (advance.status === 200) expect(row?.lastCommunication).toBe(DOCUMENT_MESSAGES.requestSentText(1));
    else expect(row?.status).toBe("due_diligence_docs");
  });
});
