import { OpenAPIHono } from "@hono/zod-openapi";
import { m } from "@i18n/messages";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { AppError, errorBody, fieldErrorsOf } from "./errors";

/** A router whose request-schema failures answer 400 in the API's error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const fields = fieldErrorsOf(result.error.issues);
        const first = result.error.issues[0]?.message ?? m.server_invalidRequest();
        return c.json(errorBody("VALIDATION_FAILED", first, fields), 400);
      }
    },
  });
}

const ZErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: "Error" });

const errorContent = { "application/json": { schema: ZErrorResponse } };

/** The error answers a route may give, for its OpenAPI description. */
export function errorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503>) {
  const descriptions = {
    400: "Invalid input",
    401: "Not signed in",
    403: "Signed in with a role that may not do this",
    404: "Not found",
    409: "Conflicts with existing data",
    413: "Request too large",
    422: "Refused: the virus scanner flagged the file, or the Idempotency-Key was used for another request",
    429: "Too many requests",
    503: "Unavailable for the moment (the virus scanner of uploads, say): nothing was stored",
  } as const;
  return Object.fromEntries(statuses.map((s) => [s, { description: descriptions[s], content: errorContent }]));
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/**
 * A query read by a plain route (the raw-body uploads, whose body no validator may buffer),
 * checked by its schema: a 400 in the API's error shape when it does not fit.
 */
export function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message ?? m.server_invalidRequest();
    throw new AppError("VALIDATION_FAILED", first, fieldErrorsOf(parsed.error.issues));
  }
  return parsed.data;
}
