import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { bytesOf, COMPRESS_THRESHOLD_BYTES, encodeJson, type JsonEncoding } from "./compress-json";
import { makeRoom, perDatabaseStore } from "./per-database-store";
import { acceptedEncodings } from "./static-web";

// Whole JSON answers kept in this process against a data version (decision 042). The caller reads
// the version from PostgreSQL on every request, from counters that triggers move in the writing
// transaction: an answer kept at a version is what a fresh read gives while that version holds, on
// every server process, with nothing to forget by hand. A request then costs the version's
// statement and the kept bytes (compressed once per encoding), not the list's statements, its
// JSON and its compression.

/** Answers kept per database handle. Keys can come from what people type (a search): the oldest go first. */
export const KEPT_ANSWERS_MAX = 1_000;
/** A kept answer's longest life, whatever its version: a bound on memory, not on freshness. */
export const KEPT_ANSWER_TTL_MS = 60_000;

/** `T` is the answer's type, for the route's typed response; the bytes are its JSON. */
export type KeptAnswer<T> = {
  readonly type?: T;
  json: Buffer;
  encoded: Map<JsonEncoding, Promise<Buffer>>;
};

type Entry = { version: string; expiresAt: number; answer: Promise<KeptAnswer<unknown>> };

const storeOf = perDatabaseStore<Entry>();

/**
 * The answer `load()` gives at `version`, kept under `key` until the version moves or
 * KEPT_ANSWER_TTL_MS pass. Callers arriving while it loads wait for the same load; a failed
 * load is not kept. An entry at another version is replaced, so versions do not pile up.
 */
export function keptAnswer<T>(
  db: object,
  key: string,
  version: string,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Promise<KeptAnswer<T>> {
  const store = storeOf(db);
  const hit = store.get(key);
  if (hit && hit.version === version && hit.expiresAt > now()) return hit.answer as Promise<KeptAnswer<T>>;
  if (hit) store.delete(key);
  else if (store.size >= KEPT_ANSWERS_MAX) makeRoom(store, KEPT_ANSWERS_MAX, now());
  const answer: Promise<KeptAnswer<T>> = load().then((value) => ({
    json: Buffer.from(JSON.stringify(value)),
    encoded: new Map(),
  }));
  const entry: Entry = { version, expiresAt: now() + KEPT_ANSWER_TTL_MS, answer };
  store.set(key, entry);
  answer.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return answer;
}

/**
 * A 200 with the kept JSON, compressed as compressJson would (the same threshold and levels) but
 * once per encoding for all the requests that get it; it sets Content-Encoding, so compressJson
 * passes it as it is.
 */
export async function keptAnswerResponse<T>(c: Context, kept: KeptAnswer<T>): Promise<JsonResponse<T>> {
  const [encoding] = acceptedEncodings(c.req.header("accept-encoding"));
  if (!encoding || kept.json.length < COMPRESS_THRESHOLD_BYTES) {
    return c.body(bytesOf(kept.json), 200, { "content-type": "application/json" }) as Response as JsonResponse<T>;
  }
  let encoded = kept.encoded.get(encoding);
  if (!encoded) {
    encoded = encodeJson(kept.json, encoding);
    kept.encoded.set(encoding, encoded);
    // A failed compression is tried again by the next request, not kept.
    encoded.catch(() => kept.encoded.delete(encoding));
  }
  return c.body(bytesOf(await encoded), 200, {
    "content-type": "application/json",
    "content-encoding": encoding,
    vary: "accept-encoding",
  }) as Response as JsonResponse<T>;
}

/** What c.json(answer, 200) would type: the bytes are that answer's JSON. */
type JsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;
