import { m } from "@i18n/messages";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/client";
import { AppError } from "../lib/errors";
import { fingerprintOf } from "./fingerprint";
import { drainWithin, hashingRequest } from "./hashing-body";
import { findKey } from "./idempotency.queries";
import { routeOf } from "./keyed-route";
import { type Commit, KeyReplay, keyedCommit, readIdempotencyKey, replayOf, transactionOf } from "./keyed-write";

/**
 * A raw-body upload under its optional Idempotency-Key. The fingerprint is the route, the upload's
 * fields, and the size and SHA-256 of its bytes, hashed as they stream to storage. `handle`
 * streams the file, then writes its row through `commit`, which claims the key in that
 * transaction. A key that already holds an answer is checked before anything is stored: the body
 * is read only to hash it, and the first answer (or a 422) is given.
 */
export async function keyedUpload(
  c: Context<AppEnv>,
  db: Database,
  upload: { userId: string; fields: unknown; status: ContentfulStatusCode; maxBytes: number },
  handle: (request: Request, commit: Commit) => Promise<unknown>,
): Promise<Response> {
  const key = readIdempotencyKey(c.req.raw.headers);
  if (key === null) return c.json((await handle(c.req.raw, transactionOf(db))) as object, upload.status);
  const route = routeOf(c);
  const hashed = hashingRequest(c.req.raw);
  const claim = () => ({
    userId: upload.userId,
    key,
    route,
    fingerprint: fingerprintOf(route, { fields: upload.fields, ...hashed.digest() }),
  });
  try {
    const stored = await findKey(db, upload.userId, key);
    if (stored) {
      if (!(await drainWithin(hashed.request, upload.maxBytes))) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED", m.server_idempotencyKeyReused());
      }
      throw replayOf(stored, claim());
    }
    return c.json((await handle(hashed.request, keyedCommit(db, claim, upload.status))) as object, upload.status);
  } catch (error) {
    // The first upload's answer; a file this attempt stored was removed by the handler's cleanup.
    if (error instanceof KeyReplay) return c.json(error.answer.body as object, error.answer.status);
    throw error;
  }
}
