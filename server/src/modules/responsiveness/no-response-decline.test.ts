import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDiligenceProcesses } from "../../db/schema";
import { processRow, startedProcess } from "../../testing/due-diligence";
import { investor } from "../../testing/messaging";
import { daysBefore } from "../../testing/responsiveness";
import { createTestApp } from "../../testing/test-app";

// Closing a process with the reason "No response": its investor only, once the interest has had
// no answer from the founder for 14 days; too early is NO_RESPONSE_NOT_DUE, another's process 404.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const interestedDaysAgo = (id: string, days: number) =>
  t.deps.db
    .update(dueDiligenceProcesses)
    .set({ createdAt: daysBefore(new Date(), days) })
    .where(eq(dueDiligenceProcesses.id, id));

type Client = Awaited<ReturnType<typeof startedProcess>>["i"]["client"];
const declineAsNoResponse = (client: Client, id: string) =>
  client.post(`/api/due-diligence/${id}/decline`, { reason: "no_response" });

describe('the "No response" close', () => {
  it("is refused before 14 days of silence and to the founder, then allowed to the investor", async () => {
    const { f, i, process } = await startedProcess(t);
    await interestedDaysAgo(process.id, 13);
    const early = await declineAsNoResponse(i.client, process.id);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe("NO_RESPONSE_NOT_DUE");
    expect((await processRow(t, process.id))?.status).toBe("initial_contact");

    await interestedDaysAgo(process.id, 15);
    const byFounder = await declineAsNoResponse(f.client, process.id);
    expect(byFounder.status).toBe(409);
    expect(byFounder.json.error.code).toBe("NO_RESPONSE_NOT_DUE");

    // Another investor's request reads as if the process did not exist, and changes nothing.
    const stranger = await investor(t);
    expect((await declineAsNoResponse(stranger.client, process.id)).status).toBe(404);
    expect((await processRow(t, process.id))?.status).toBe("initial_contact");

    const closed = await declineAsNoResponse(i.client, process.id);
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect(closed.json.process).toMatchObject({ status: "declined", declineReason: "no_response" });
  });

  it("is refused once the founder answered, however long ago the interest", async () => {
    const { f, i, process } = await startedProcess(t);
    const res = await f.client.post("/api/conversations", { participantId: i.id });
    expect(res.status).toBe(201);
    const sent = await f.client.post(`/api/conversations/${res.json.conversation.id}/messages`, {
      content: "Hello Kofi",
    });
    expect(sent.status).toBe(201);
    await interestedDaysAgo(process.id, 20);
    const refused = await declineAsNoResponse(i.client, process.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("NO_RESPONSE_NOT_DUE");
  });

  it("answers in French for a French reader", async () => {
    const { i, process } = await startedProcess(t);
    expect((await i.client.patch("/api/account/locale", { locale: "fr" })).status).toBe(200);
    const early = await declineAsNoResponse(i.client, process.id);
    expect(early.json.error.message).toContain("« Pas de réponse »");
  });
});
