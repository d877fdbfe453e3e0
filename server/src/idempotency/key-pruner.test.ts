import { IDEMPOTENCY_KEY_LIFETIME_MS } from "@domain/idempotency/idempotency-key";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../db/schema";
import { newKey, withKey } from "../testing/keyed-scenes";
import { pair } from "../testing/messaging";
import { createTestApp } from "../testing/test-app";
import { findKey } from "./idempotency.queries";
import { pruneExpiredKeys, startKeyPruner } from "./key-pruner";

// Keys live a day (decision 025): the prune removes older ones, after which the key is free again.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

async function ageKey(userId: string, key: string, ageMs: number) {
  await t.deps.db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

describe("pruning idempotency keys", () => {
  it("removes keys older than a day and keeps younger ones; a pruned key may be used again", async () => {
    const { i, conversationId } = await pair(t);
    const url = `/api/conversations/${conversationId}/messages`;
    const [old, young] = [newKey(), newKey()];
    expect((await i.client.post(url, { content: "first" }, withKey(old))).status).toBe(201);
    expect((await i.client.post(url, { content: "second" }, withKey(young))).status).toBe(201);
    await ageKey(i.id, old, IDEMPOTENCY_KEY_LIFETIME_MS + 60_000);
    await ageKey(i.id, young, IDEMPOTENCY_KEY_LIFETIME_MS - 60_000);

    expect(await pruneExpiredKeys(t.deps.db)).toBe(1);
    expect(await findKey(t.deps.db, i.id, old)).toBeNull();
    expect(await findKey(t.deps.db, i.id, young)).not.toBeNull();
    // Gone, the key no longer refuses another body.
    expect((await i.client.post(url, { content: "another" }, withKey(old))).status).toBe(201);
  });

  it("runs once when the server starts it", async () => {
    const { i, conversationId } = await pair(t);
    const key = newKey();
    await i.client.post(`/api/conversations/${conversationId}/messages`, { content: "x" }, withKey(key));
    await ageKey(i.id, key, 2 * IDEMPOTENCY_KEY_LIFETIME_MS);
    const pruner = startKeyPruner(t.deps, 60 * 60 * 1000);
    await pruner.stop();
    expect(await findKey(t.deps.db, i.id, key)).toBeNull();
  });
});
