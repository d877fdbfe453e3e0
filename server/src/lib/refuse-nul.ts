import { NUL_MESSAGE } from "@domain/schemas/fields";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

// PostgreSQL cannot store U+0000 in text: a NUL that reaches a query fails it (a 500, and the
// SQL in the log). Our routes refuse it in their schemas (domain's zText); these guards also
// cover what never meets those schemas: better-auth's JSON bodies, path parameters and any query
// value read by hand. Both answer 400 in the API's error shape before a route runs.

const refused = () => new AppError("BAD_REQUEST", NUL_MESSAGE);

/** A NUL in the path or the query string: only ever sent percent-encoded, as %00. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url) || c.req.url.includes("\u0000")) throw refused();
  await next();
};

/**
 * A NUL in a JSON body, written "\u0000" inside a string or a key. The body is read from a copy
 * (the route still reads the original); mount this behind the 1 MB body limit.
 */
export const refuseNulInJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (c.req.raw.body && /^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    if (jsonHasNul(await c.req.raw.clone().text())) throw refused();
  }
  await next();
};

function jsonHasNul(text: string): boolean {
  if (text.includes("\u0000")) return true;
  // Cheap test first; parsing tells a real \u0000 escape from an escaped backslash followed by "u0000".
  if (!text.includes("\\u0000")) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value) => {
      if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) found = true;
      return value;
    });
  } catch {
    return false; // not JSON: the route refuses it on its own
  }
  return found;
}
