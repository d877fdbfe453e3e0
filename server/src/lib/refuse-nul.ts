import { FIELD_MESSAGES } from "@domain/schemas/fields";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

// PostgreSQL cannot store U+0000 in text: a NUL that reaches a query fails it (a 500, and the
// SQL in the log). Our routes refuse it in their schemas (domain's zText); these guards also
// cover what never meets those schemas: better-auth's JSON bodies (see json-text.ts), path
// parameters and any query value read by hand. Both answer 400 in the API's error shape before a
// route runs.

export const refusedNul = () => new AppError("BAD_REQUEST", FIELD_MESSAGES.nul);

/** A NUL in the path or the query string: only ever sent percent-encoded, as %00. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url) || c.req.url.includes("\u0000")) throw refusedNul();
  await next();
};
