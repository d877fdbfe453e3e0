import { setLocale } from "@i18n/runtime";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { meetingInput, processRow, startedProcess } from "../../testing/due-diligence";
import { createTestApp } from "../../testing/test-app";

// A French reader's due diligence: what the process records stays English in the database, and
// the API answers it (and the document room, and the .ics file) in the reader's language. The
// reader asks in French both ways a request can: the page's language and Accept-Language.

const FR = { "accept-language": "fr-SN,fr;q=0.9" };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());
afterEach(() => setLocale("en", { reload: false }));

describe("due diligence for a French reader", () => {
  it("answers the process, its documents and its meeting file in French, and records English", async () => {
    const { f, i, process } = await startedProcess(t);
    await i.client.post(`/api/due-diligence/${process.id}/documents`, { categories: ["pitch_deck"] });
    const meeting = (await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput())).json.meeting;
    setLocale("fr", { reload: false });

    const answer = (await f.client.get(`/api/due-diligence/${process.id}`, FR)).json.process;
    expect(answer.lastCommunication).toBe("1 document demandé au fondateur");
    expect(answer.nextStep).toBe("Examiner le pitch deck et demander les documents financiers");
    const row = await processRow(t, process.id);
    expect(row?.lastCommunication).toBe("Requested 1 document from the founder");

    const room = (await f.client.get(`/api/due-diligence/${process.id}/documents`, FR)).json;
    expect(room.jurisdictionLabel).toBe("Kenya (Business Registration Service)");
    expect(room.documents.map((d: { name: string }) => d.name)).toEqual(["Pitch deck"]);
    const catalogue = Object.fromEntries(room.catalogue.map((c: { key: string; name: string }) => [c.key, c.name]));
    expect(catalogue.financial_statements).toBe("États financiers");
    expect(catalogue.certificate_of_incorporation).toBe("Certificate of Incorporation (certificat de constitution)");

    const ics = await f.client.get(`/api/due-diligence/${process.id}/meetings/${meeting.id}/ics`, FR);
    expect(ics.headers.get("content-disposition")).toContain(`reunion-${meeting.id}.ics`);
    expect((ics.json as string).replace(/\r\n /g, "")).toContain("Rejoindre\u00a0: https://");
  });
});
