import { m } from "@i18n/messages";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors";

// Reading c.req.raw.body makes @hono/node-server build the whole Fetch Request for the incoming
// one (an undici Request with its AbortController and Headers), which it otherwise never makes
// for a GET. bodyLimit read it on every API request: 6% of the server's CPU under bench:api's
// load, for requests that cannot carry a body at all.

/** The most an API request's body may hold (uploads are exempt: their routes cap their own). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** Whether the request can carry a body: a GET or HEAD cannot (Fetch refuses to make one). */
export function mayCarryBody(c: Context): boolean {
  return c.req.method !== "GET" && c.req.method !== "HEAD";
}

const limit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", m.server_requestTooLarge());
  },
});

/** Refuses a body over API_BODY_LIMIT_BYTES with 413, counted as it streams in; GET and HEAD pass untouched. */
export const apiBodyLimit: MiddlewareHandler = (c, next) => (mayCarryBody(c) ? limit(c, next) : next());

const UPLOADS = "/api/uploads";

/**
 * `middleware` for every API request but uploads, whose routes cap and read their own bodies
 * (after the sign-in check). A path test, where hono/combine's except awaited two wrappers on
 * every request.
 */
export function exceptUploads(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => {
    const path = c.req.path;
    return path === UPLOADS || path.startsWith(`${UPLOADS}/`) ? next() : middleware(c, next);
  };
}
