import path from "node:path";
import { IMAGE_MAX_BYTES } from "@domain/constants/uploads";
import { DOCUMENT_MAX_BYTES } from "@domain/due-diligence/documents-constants";
import { m } from "@i18n/messages";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { type CapturedBody, captureInMemory, captureToSpool } from "./captured-body";
import { AppError } from "./errors";
import { isFileUploadPath, isIdempotentRoute } from "./idempotent-routes";

// Idempotency-Key on the creating routes (decision 026). The key's row is written in the SAME
// transaction as the request's rows: the whole route runs inside one transaction opened here, and
// `deps.db` joins it (db/scoped-database.ts), so the services' own transactions become savepoints
// of it. A commit that goes through and then fails to answer (the connection drops: 503) leaves
// the key with the first answer, and the retry gets that answer; the write happens once.

/** 1-100 of letters, digits, "-" and "_": a UUID fits, and nothing that needs escaping. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** How long a key answers its first result; after that it may be used again. */
const IDEMPOTENCY_KEY_HOURS = 24;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A file an upload may spool: the document room's limit, and some room. */
const MAX_UPLOAD_BYTES = DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
const PURGE_EVERY_MS = 60_000;

type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Ends the transaction without keeping anything: the route answered an error. */
class NotKept extends Error {}

const live = sql`${idempotencyKeys.createdAt} > now() - ${IDEMPOTENCY_KEY_HOURS} * interval '1 hour'`;

async function findKey(db: Database, userId: string, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), live));
  return row;
}

/** The first answer again, or 422 when the key came with another request. */
function answerAgain(c: Context, row: KeyRow, hash: string): Response {
  if (row.requestHash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED", m.server_idempotencyKeyReused());
  // Only answered rows are ever committed; an unanswered one would be a bug, not a client's doing.
  if (row.status === null || row.body === null) throw new Error("idempotency key committed without its answer");
  c.header("idempotent-replayed", "true");
  return c.body(row.body, row.status as 200, { "content-type": "application/json" });
}

export function idempotency(deps: Pick<AppDeps, "db" | "env">): MiddlewareHandler<AppEnv> {
  const spoolDir = path.join(deps.env.dataDir, "files", "spool");
  let nextPurgeAt = 0;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    const viewer = c.get("viewer");
    // Signed out: the route answers 401 itself.
    if (key === undefined || !viewer || !isIdempotentRoute(c.req.method, c.req.path)) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      const message = m.server_idempotencyKeyFormat();
      throw new AppError("VALIDATION_FAILED", message, { "Idempotency-Key": [message] });
    }
    const userId = viewer.user.id;
    // Read at the time of the request: a test may stand a database that fails at commit in its place.
    const db = deps.db;
    if (Date.now() >= nextPurgeAt) {
      nextPurgeAt = Date.now() + PURGE_EVERY_MS;
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_HOURS} * interval '1 hour'`));
    }
    const body: CapturedBody = isFileUploadPath(c.req.path)
      ? await captureToSpool(c.req.raw, spoolDir, MAX_UPLOAD_BYTES)
      : // JSON bodies (1 MB at most, app.ts) and the image form (5 MB).
        await captureInMemory(c.req.raw, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    try {
      const done = await findKey(db, userId, key);
      if (done) return answerAgain(c, done, body.hash);
      return await db.transaction(async (tx) => {
        // A request with the same key still running holds this row uncommitted: PostgreSQL waits
        // here for it to end (PGlite runs one transaction at a time anyway), so the duplicate
        // never runs; it then answers what the first one answered.
        const [mine] = await tx
          .insert(idempotencyKeys)
          .values({ userId, key, requestHash: body.hash })
          .onConflictDoUpdate({
            target: [idempotencyKeys.userId, idempotencyKeys.key],
            set: { requestHash: body.hash, status: null, body: null, createdAt: sql`now()` },
            setWhere: sql`${idempotencyKeys.createdAt} <= now() - ${IDEMPOTENCY_KEY_HOURS} * interval '1 hour'`,
          })
          .returning({ userId: idempotencyKeys.userId });
        if (!mine) {
          const first = await findKey(tx, userId, key);
          if (!first) throw new Error("idempotency key vanished");
          return answerAgain(c, first, body.hash);
        }
        c.req.raw = body.request();
        await next();
        const status = c.res.status;
        if (status < 200 || status >= 300) throw new NotKept();
        await tx
          .update(idempotencyKeys)
          .set({ status, body: await c.res.clone().text() })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        return c.res;
      });
    } catch (error) {
      // The route's own error answer stands; nothing of it was kept.
      if (error instanceof NotKept) return c.res;
      throw error;
    } finally {
      await body.discard();
    }
  };
}
