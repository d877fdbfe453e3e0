import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, type SseEvent } from "../../testing/events";
import { admin, founder, investor, type Party, pair, send } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// The fee-scam warning: a founder reading a message they received that asks for money up front
// sees `feeWarning: true`; the sender never does (answer, thread or live stream), nor does an
// investor or admin recipient, and ordinary messages carry nothing.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const SCAM = "Congratulations! Please pay a processing fee of $500 to be considered for our fund.";
const ORDINARY = "We have 1,200 paying customers and charge merchants a 1.5% transaction fee.";

type Message = { id: string; content: string; feeWarning?: boolean };

async function thread(party: Pick<Party, "client">, conversationId: string): Promise<Message[]> {
  const res = await party.client.get(`/api/conversations/${conversationId}/messages`);
  expect(res.status).toBe(200);
  return res.json.messages;
}

/** The party's live stream, once subscribed (its first event, `ready`). */
async function liveStream(party: Pick<Party, "client">) {
  const opened = await openEventStream(t.app, party.client);
  if (!opened.stream) throw new Error(`no stream (${opened.status})`);
  await opened.stream.next((e) => e.event === "ready");
  return opened.stream;
}

const byContent = (messages: Message[], content: string) => messages.find((m) => m.content === content);

describe("fee-scam warnings on messages", () => {
  it("flags a fee request for the founder who received it, never for the investor who sent it", async () => {
    const { f, i, conversationId } = await pair(t);
    const sent = await send(i, conversationId, SCAM);
    expect(sent).not.toHaveProperty("feeWarning");

    expect(byContent(await thread(f, conversationId), SCAM)).toMatchObject({ id: sent.id, feeWarning: true });
    expect(byContent(await thread(i, conversationId), SCAM)).not.toHaveProperty("feeWarning");
  });

  it("leaves ordinary talk of fees and customers unflagged", async () => {
    const { f, i, conversationId } = await pair(t);
    await send(i, conversationId, ORDINARY);
    const [message] = await thread(f, conversationId);
    expect(message?.content).toBe(ORDINARY);
    expect(message).not.toHaveProperty("feeWarning");
  });

  it("does not flag the founder's own message, nor warn the investor who received it", async () => {
    const { f, i, conversationId } = await pair(t);
    await send(f, conversationId, SCAM);
    expect(byContent(await thread(i, conversationId), SCAM)).not.toHaveProperty("feeWarning");
    expect(byContent(await thread(f, conversationId), SCAM)).not.toHaveProperty("feeWarning");
  });

  it("warns a founder whatever the sender's role (an admin too), and no admin recipient", async () => {
    const a = await admin(t);
    const f = await founder(t);
    const started = await a.client.post("/api/conversations", { participantId: f.id });
    const conversationId = started.json.conversation.id as string;
    await send(a, conversationId, SCAM);
    expect(byContent(await thread(f, conversationId), SCAM)).toMatchObject({ feeWarning: true });
    await send(f, conversationId, `${SCAM} (forwarded)`);
    expect(byContent(await thread(a, conversationId), `${SCAM} (forwarded)`)).not.toHaveProperty("feeWarning");
  });

  it("flags only the messages of a page that ask for money, in French too", async () => {
    const { f, i, conversationId } = await pair(t);
    const french = "Des frais de dossier de 300 000 FCFA sont exigés pour étudier votre demande.";
    for (const content of ["Bonjour, merci pour le deck.", french, ORDINARY]) await send(i, conversationId, content);
    const flags = (await thread(f, conversationId)).map((m) => m.feeWarning ?? false);
    expect(flags).toEqual([false, true, false]);
  });

  it("sends the flag on the founder's live stream only, never on the sender's", async () => {
    const { f, i, conversationId } = await pair(t);
    const [founderStream, investorStream] = await Promise.all([liveStream(f), liveStream(i)]);
    const isMessage = (id: string) => (e: SseEvent) =>
      e.event === "message" && (e.json as { messageId: string }).messageId === id;

    const scam = await send(i, conversationId, SCAM);
    const received = await founderStream.next(isMessage(scam.id));
    expect(received.json).toMatchObject({ message: { id: scam.id, feeWarning: true } });
    const echoed = await investorStream.next(isMessage(scam.id));
    expect((echoed.json as { message: Message }).message).not.toHaveProperty("feeWarning");

    // An ordinary message after it: one event for both sides, unflagged; the sender heard each once.
    const plain = await send(i, conversationId, ORDINARY);
    const plainForFounder = await founderStream.next(isMessage(plain.id));
    expect((plainForFounder.json as { message: Message }).message).not.toHaveProperty("feeWarning");
    expect((await investorStream.next(isMessage(plain.id))).id).toBe(plainForFounder.id);
    const senderEvents = investorStream.received.filter((e) => e.event === "message");
    expect(senderEvents.map((e) => (e.json as { messageId: string }).messageId)).toEqual([scam.id, plain.id]);
    expect(JSON.stringify(senderEvents)).not.toContain("feeWarning");
    await Promise.all([founderStream.close(), investorStream.close()]);
  });

  it("keeps an investor recipient's stream unflagged", async () => {
    const f = await founder(t);
    const i = await investor(t);
    const started = await f.client.post("/api/conversations", { participantId: i.id });
    const stream = await liveStream(i);
    const sent = await send(f, started.json.conversation.id, SCAM);
    const event = await stream.next((e) => e.event === "message");
    expect(event.json).toMatchObject({ messageId: sent.id });
    expect((event.json as { message: Message }).message).not.toHaveProperty("feeWarning");
    await stream.close();
  });
});
