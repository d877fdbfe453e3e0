import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";

// Data access for idempotency keys. Claim and answer are written by keyed-write.ts inside the
// transaction of the write they guard; the prune runs on its own.

export type KeyClaim = { userId: string; key: string; route: string; fingerprint: string };
export type StoredKey = { route: string; fingerprint: string; status: number | null; body: unknown };

/**
 * Claims the user's key for this request: true when this transaction now holds it. On
 * PostgreSQL a concurrent claim of the same key waits here until the first commits (then false)
 * or rolls back (then true), so two racing retries never both write.
 */
export async function claimKey(db: Database, claim: KeyClaim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, route: claim.route, requestFingerprint: claim.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Database, userId: string, key: string): Promise<StoredKey | null> {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      fingerprint: idempotencyKeys.requestFingerprint,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Keeps the answer under the claimed key, before the transaction commits. */
export async function saveAnswer(db: Database, claim: KeyClaim, answer: { status: number; body: unknown }) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

/** Removes keys claimed before `before`; answers how many went. */
export async function pruneKeys(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
