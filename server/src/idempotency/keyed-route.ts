import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/client";
import { fingerprintOf } from "./fingerprint";
import { keyedWrite, readIdempotencyKey } from "./keyed-write";

/** The route as the key records it: method and path pattern, e.g. "POST /api/reports". */
export const routeOf = (c: Context<AppEnv>) => `${c.req.method} ${c.req.routePath}`;

/**
 * A creating JSON route under its optional Idempotency-Key. Without the header the handler runs
 * as it always did, on `db`. With one, it runs inside a transaction that holds the key and the
 * answer (keyed-write.ts); `input` is what the handler reads from the request (path parameters
 * and validated body), which a replay must match. Answers the status and body to send (the first
 * ones, on a replay), which the route sends with its typed c.json.
 */
export async function keyedRoute<B, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  db: Database,
  request: { userId: string; input: unknown },
  handle: (db: Database) => Promise<{ status: S; body: B }>,
): Promise<{ status: S; body: B }> {
  const key = readIdempotencyKey(c.req.raw.headers);
  if (key === null) return handle(db);
  const route = routeOf(c);
  const claim = { userId: request.userId, key, route, fingerprint: fingerprintOf(route, request.input) };
  // The stored answer is the one this handler gave for this route, so it has the same shape.
  return (await keyedWrite(db, claim, handle)) as { status: S; body: B };
}
