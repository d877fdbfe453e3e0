import type { ErrorCode } from "@domain/errors";
import { m } from "@i18n/messages";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable } from "./database-unavailable";
import type { Logger } from "./logger";

// Every API error leaves the server as { error: { code, message, fields? } }; the codes are
// shared with the web through domain/errors.ts.

export type { ErrorCode };

export const tooManyAttempts = () => m.server_tooManyAttempts();

export type FieldErrors = Record<string, string[]>;

function statusOf(code: ErrorCode): ContentfulStatusCode {
  switch (code) {
    case "VALIDATION_FAILED":
    case "BAD_REQUEST":
      return 400;
    case "UNAUTHENTICATED":
      return 401;
    case "FORBIDDEN":
    case "NDA_REQUIRED":
      return 403;
    case "NOT_FOUND":
      return 404;
    case "CONFLICT":
    case "BUSINESS_REQUIRED":
    case "ACCOUNT_SUSPENDED":
    case "NO_RESPONSE_NOT_DUE":
    case "JOB_NOT_FAILED":
      return 409;
    case "PAYLOAD_TOO_LARGE":
      return 413;
    case "FILE_INFECTED":
    case "IDEMPOTENCY_KEY_REUSED":
      return 422;
    case "RATE_LIMITED":
      return 429;
    case "INTERNAL":
      return 500;
    case "UNAVAILABLE":
      return 503;
  }
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: string; message: string; fields?: FieldErrors } };

export function errorBody(code: string, message: string, fields?: FieldErrors): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function respondError(c: Context, error: AppError) {
  return c.json(errorBody(error.code, error.message, error.fields), statusOf(error.code));
}

/** zod issues as field -> messages, the shape forms show under each field. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/**
 * The client closed the connection while its request body was still arriving (a closed tab, a
 * lost network): Node fails the body stream with "aborted" (ECONNRESET). Both signs are required,
 * so a database connection reset while a client also leaves still reads as our fault.
 */
function clientWentAway(err: Error, c: Context): boolean {
  const code = (err as { code?: unknown }).code;
  return c.req.raw.signal?.aborted === true && (code === "ECONNRESET" || err.name === "AbortError");
}

/** Unknown errors are logged with their stack and answered without it. */
export function handleUnexpected(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) return respondError(c, err);
    if (clientWentAway(err, c)) {
      // An ordinary event, not a fault: one line, no stack. Nobody is left to read the answer.
      logger.info(`${c.req.method} ${c.req.path}: the client disconnected before sending the whole request`);
      return respondError(c, new AppError("BAD_REQUEST", m.server_requestInterrupted()));
    }
    if (isDatabaseUnavailable(err)) {
      // Expected while the database restarts: one line, no stack; the pool reconnects by itself.
      logger.warn(`${c.req.method} ${c.req.path}: database unavailable (${err.message})`);
      return respondError(c, new AppError("UNAVAILABLE", m.server_serviceUnavailable()));
    }
    const status = (err as { status?: number }).status;
    if (status === 413) return respondError(c, new AppError("PAYLOAD_TOO_LARGE", m.server_requestTooLarge()));
    if (status && status >= 400 && status < 500) {
      return c.json(errorBody("BAD_REQUEST", err.message || m.server_badRequest()), status as ContentfulStatusCode);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, { error: err.stack ?? String(err) });
    return respondError(c, new AppError("INTERNAL", m.server_somethingWentWrong()));
  };
}
