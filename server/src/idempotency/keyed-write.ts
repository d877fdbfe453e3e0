import { IDEMPOTENCY_HEADER, isWellFormedIdempotencyKey } from "@domain/idempotency/idempotency-key";
import { m } from "@i18n/messages";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "../db/client";
import { AppError } from "../lib/errors";
import { claimKey, findKey, type KeyClaim, type StoredKey, saveAnswer } from "./idempotency.queries";

// The core of idempotency keys (decision 025). The key is claimed in the transaction of the write
// it guards and the answer saved in it too: a commit whose answer never reached the client leaves
// the key with that answer, and the retry gets it without writing again. Only successful answers
// are kept; a refused request rolls back, its claim with it, and may be sent again as it is.

export type Answer = { status: ContentfulStatusCode; body: unknown };

/** Runs a write in one transaction; what the write is handed is the only database it may use. */
export type Commit = <T>(write: (tx: Database) => Promise<T>) => Promise<T>;

/** The plain commit of a request without a key: its own transaction, as before keys existed. */
export const transactionOf =
  (db: Database): Commit =>
  (write) =>
    db.transaction((tx) => write(tx as unknown as Database));

/**
 * Thrown out of a keyed commit when the key already holds an answer for this same request: the
 * write did not run, and the route answers `answer` (an upload removes the file it stored).
 */
export class KeyReplay extends Error {
  constructor(readonly answer: Answer) {
    super("idempotency key replayed");
  }
}

/** The request's key: null without the header, a 400 when it is malformed. */
export function readIdempotencyKey(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!isWellFormedIdempotencyKey(key)) {
    const message = m.server_idempotencyKeyInvalid();
    throw new AppError("VALIDATION_FAILED", message, { [IDEMPOTENCY_HEADER]: [message] });
  }
  return key;
}

/** The stored answer when the key was used for this very request, a 422 when for another. */
export function replayOf(stored: StoredKey, claim: KeyClaim): KeyReplay {
  if (stored.route !== claim.route || stored.fingerprint !== claim.fingerprint) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", m.server_idempotencyKeyReused());
  }
  if (stored.status === null) throw new Error(`idempotency key of ${claim.userId} committed without an answer`);
  return new KeyReplay({ status: stored.status as ContentfulStatusCode, body: stored.body });
}

/**
 * One transaction that claims the key first, runs the write and saves its answer before the
 * commit. A key already claimed throws the KeyReplay or the 422, with nothing written.
 */
async function claimedTransaction(db: Database, claim: KeyClaim, write: (tx: Database) => Promise<Answer>) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!(await claimKey(tx, claim))) {
      const stored = await findKey(tx, claim.userId, claim.key);
      if (!stored) throw new Error("idempotency key claimed by another but not readable");
      throw replayOf(stored, claim);
    }
    const answer = await write(tx);
    await saveAnswer(tx, claim, answer);
    return answer;
  });
}

/**
 * Runs a whole handler (checks and writes, given the transaction as its database) under the key:
 * the first answer, or the replay of it. The handler's own transactions become savepoints of this one.
 */
export async function keyedWrite(db: Database, claim: KeyClaim, write: (tx: Database) => Promise<Answer>) {
  try {
    return await claimedTransaction(db, claim, write);
  } catch (error) {
    if (error instanceof KeyReplay) return error.answer;
    throw error;
  }
}

/**
 * A commit for a write that runs after work outside any transaction (an upload streams its file
 * first): the claim is read when the commit starts (the file's hash is known by then), and the
 * write's result is kept as the answer with `status`. A replay throws KeyReplay to the caller.
 */
export function keyedCommit(db: Database, claim: () => KeyClaim, status: ContentfulStatusCode): Commit {
  return async <T>(write: (tx: Database) => Promise<T>) => {
    const answer = await claimedTransaction(db, claim(), async (tx) => ({ status, body: await write(tx) }));
    return answer.body as T;
  };
}
