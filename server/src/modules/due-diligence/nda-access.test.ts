import type { TTimeline } from "@domain/due-diligence/timeline-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchLink } from "../../testing/document-links";
import { startedProcess } from "../../testing/due-diligence";
import { openDoc, requireNda, sharedDeck } from "../../testing/due-diligence-nda";
import { createTestApp } from "../../testing/test-app";

// The NDA beyond the open (issue 21): a link made before the founder asked for one serves nothing
// until the investor accepts; the acceptance and the founder's revocations are on the process's
// timeline, and the founder's library analytics say who accepted.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const STANDARD = "kuza-mutual-nda-v1";

describe("an NDA asked for after a link was made", () => {
  it("stops the link until the investor accepts, then serves the document; it shows on the timeline", async () => {
    const { f, i, process } = await startedProcess(t);
    const doc = await sharedDeck(t, f.client, i.client, process.id);
    const opened = await openDoc(i.client, doc);
    expect(opened.status).toBe(200);
    expect((await fetchLink(t, i.client, opened.json.url)).status).toBe(200);

    await requireNda(f.client, f.business.id, "standard");
    const refused = await fetchLink(t, i.client, opened.json.url);
    expect(refused.status).toBe(403);
    expect(refused.bytes.byteLength).toBeLessThan(2_000);
    expect(refused.text).not.toContain("%PDF");

    const accepted = await i.client.post(`/api/due-diligence/${process.id}/nda/accept`, {
      fullName: "Kofi Investor",
      ndaId: STANDARD,
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const served = await fetchLink(t, i.client, opened.json.url);
    expect(served.status).toBe(200);
    expect(served.text.startsWith("%PDF")).toBe(true);

    expect((await f.client.post(`/api/due-diligence/documents/${doc}/revoke`)).status).toBe(200);
    const timeline = (await f.client.get(`/api/due-diligence/${process.id}/timeline`)).json as TTimeline;
    const tail = timeline.events.slice(-2).map((e) => [e.kind, e.actor]);
    expect(tail).toEqual([
      ["nda_accepted", "investor"],
      ["document_access_revoked", "founder"],
    ]);
  });
});
