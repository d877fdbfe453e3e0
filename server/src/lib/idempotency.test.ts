import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { messages } from "../db/schema";
import { expectErrorBody } from "../testing/accounts";
import { pair } from "../testing/messaging";
import { createTestApp } from "../testing/test-app";

// Decision 026: the Idempotency-Key's row is written in the transaction of the request's own
// rows, so "committed, then answered 503" followed by a retry answers the first result, once.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const send = (client: Awaited<ReturnType<typeof pair>>["i"]["client"], id: string, content: string, key?: string) =>
  client.post(`/api/conversations/${id}/messages`, { content }, key === undefined ? {} : { "idempotency-key": key });
const rows = (conversationId: string) =>
  t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));

/**
 * The app's database, except that the request's outermost transaction, once, commits and then
 * fails as a dropped connection does (node-postgres' message, which the API answers with 503).
 */
function failingOnceAfterCommit(db: Database): Database {
  let depth = 0;
  let armed = true;
  return new Proxy(db, {
    get(target, property) {
      if (property !== "transaction") return Reflect.get(target, property, target);
      return async <T>(run: (tx: Database) => Promise<T>) => {
        depth += 1;
        let result: T;
        try {
          result = await target.transaction(run);
        } finally {
          depth -= 1;
        }
        if (armed && depth === 0) {
          armed = false;
          throw new Error("Connection terminated unexpectedly");
        }
        return result;
      };
    },
  });
}

describe("Idempotency-Key", () => {
  it("answers a retry after a commit that failed to answer with the first result, and writes once", async () => {
    const { i, conversationId } = await pair(t);
    const key = randomUUID();
    const real = t.deps.db;
    t.deps.db = failingOnceAfterCommit(real);
    let lost: Awaited<ReturnType<typeof send>>;
    try {
      lost = await send(i.client, conversationId, "Are you raising this year?", key);
    } finally {
      t.deps.db = real;
    }
    expect(lost.status, "the commit went through, the answer did not").toBe(503);
    expect(await rows(conversationId)).toHaveLength(1);
    const retried = await send(i.client, conversationId, "Are you raising this year?", key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.json.message.content).toBe("Are you raising this year?");
    expect(await rows(conversationId)).toHaveLength(1);
    const again = await send(i.client, conversationId, "Are you raising this year?", key);
    expect(again.json).toEqual(retried.json);
  });

  it("without a key the same retry writes twice (what the key is for)", async () => {
    const { i, conversationId } = await pair(t);
    expect((await send(i.client, conversationId, "Twice")).status).toBe(201);
    expect((await send(i.client, conversationId, "Twice")).status).toBe(201);
    expect(await rows(conversationId)).toHaveLength(2);
  });

  it("replays the same status and body, and answers 422 to the same key with another body", async () => {
    const { i, conversationId } = await pair(t);
    const key = "action-1_A";
    const first = await send(i.client, conversationId, "Hello", key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const replay = await send(i.client, conversationId, "Hello", key);
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    const other = await send(i.client, conversationId, "Hello again", key);
    expect(other.status).toBe(422);
    expectErrorBody(other.json, "IDEMPOTENCY_KEY_REUSED");
    expect(other.json.error.message).toMatch(/different request/);
    expect(await rows(conversationId)).toHaveLength(1);
  });

  it("keeps keys per user: another user's same key is a request of its own", async () => {
    const { f, i, conversationId } = await pair(t);
    const key = "shared-key";
    expect((await send(i.client, conversationId, "From the investor", key)).status).toBe(201);
    const founders = await send(f.client, conversationId, "From the founder", key);
    expect(founders.status).toBe(201);
    expect(founders.json.message.content).toBe("From the founder");
    expect(await rows(conversationId)).toHaveLength(2);
  });

  it("runs concurrent duplicates once: each waits for the first and answers its result", async () => {
    const { i, conversationId } = await pair(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(i.client, conversationId, "Once", key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.message.id)).size).toBe(1);
    expect(await rows(conversationId)).toHaveLength(1);
  });

  it("keeps no key for an error answer, and refuses a malformed key", async () => {
    const { i, conversationId } = await pair(t);
    const refused = await send(i.client, conversationId, "", "empty-message");
    expect(refused.status).toBe(400);
    expect((await send(i.client, conversationId, "Now with text", "empty-message")).status).toBe(201);
    for (const key of ["", "a".repeat(101), "has space", "é"]) {
      const res = await send(i.client, conversationId, "Bad key", key);
      expect(res.status, key).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
    }
    expect(await rows(conversationId)).toHaveLength(1);
  });
});
