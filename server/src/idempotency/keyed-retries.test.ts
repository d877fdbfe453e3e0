import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../db/schema";
import { newKey, withKey } from "../testing/keyed-scenes";
import { pair } from "../testing/messaging";
import { createTestApp } from "../testing/test-app";
import { findKey } from "./idempotency.queries";

// The gap of issue 21 that keys close: a request committed whose answer is lost (the database
// connection drops at commit, so the server answers 503) is retried by the client. With the same
// key the retry gets the first answer and nothing is stored twice; without one it is stored twice.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The next transaction that `lands` says landed commits, and then fails as a dropped connection
 * does (node-postgres's "Connection terminated unexpectedly"): the write is in, its answer is lost.
 */
function loseTheAnswerOfNextCommit(lands: () => Promise<boolean>) {
  const db = t.deps.db;
  const real = db.transaction.bind(db);
  let lost = false;
  vi.spyOn(db, "transaction").mockImplementation((async (...args: Parameters<typeof real>) => {
    const result = await real(...args);
    if (!lost && (await lands())) {
      lost = true;
      throw new Error("Connection terminated unexpectedly");
    }
    return result;
  }) as typeof real);
}

async function messagesFrom(senderId: string) {
  const [row] = await t.deps.db.select({ n: count() }).from(messages).where(eq(messages.senderId, senderId));
  return Number(row?.n ?? 0);
}

describe("a message committed whose answer was lost", () => {
  it("is answered by the retry with the same key, and stored once", async () => {
    const { i, conversationId } = await pair(t);
    const url = `/api/conversations/${conversationId}/messages`;
    const key = newKey();
    loseTheAnswerOfNextCommit(async () => (await findKey(t.deps.db, i.id, key)) !== null);

    const lost = await i.client.post(url, { content: "Our term sheet is attached" }, withKey(key));
    expect(lost.status).toBe(503);
    expect(await messagesFrom(i.id)).toBe(1);

    const retry = await i.client.post(url, { content: "Our term sheet is attached" }, withKey(key));
    expect(retry.status).toBe(201);
    const [stored] = await t.deps.db.select().from(messages).where(eq(messages.senderId, i.id));
    expect(retry.json.message).toMatchObject({ id: stored?.id, content: "Our term sheet is attached" });
    expect(await messagesFrom(i.id)).toBe(1);
  });

  it("is stored twice by a retry without a key (what the key is for)", async () => {
    const { i, conversationId } = await pair(t);
    const url = `/api/conversations/${conversationId}/messages`;
    loseTheAnswerOfNextCommit(async () => (await messagesFrom(i.id)) > 0);
    expect((await i.client.post(url, { content: "Hello" })).status).toBe(503);
    expect((await i.client.post(url, { content: "Hello" })).status).toBe(201);
    expect(await messagesFrom(i.id)).toBe(2);
  });
});

describe("retries racing with one key", () => {
  it("make one message, and every answer is the first one", async () => {
    const { i, conversationId } = await pair(t);
    const url = `/api/conversations/${conversationId}/messages`;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => i.client.post(url, { content: "Once" }, withKey(key))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual(answers[0]?.json);
    }
    expect(await messagesFrom(i.id)).toBe(1);
  });
});
