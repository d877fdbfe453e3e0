import { VALIDATION_MESSAGES } from "@domain/constants/accounts";
import { m } from "@i18n/messages";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import { errorBody, tooManyAttempts } from "../lib/errors";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, isPublicAuthPath } from "./auth";
import { clientIpOf } from "./client-ip";

/**
 * better-auth's endpoints under /api/auth. The client address is stamped into a header of our
 * own (rate limits key on it), paths the app does not use answer 404, and error bodies are reshaped
 * into the API's { error: { code, message } }.
 */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.all("/*", async (c) => {
    const subPath = c.req.path.slice(AUTH_BASE_PATH.length);
    if (!isPublicAuthPath(subPath)) {
      return c.json(errorBody("NOT_FOUND", m.server_notFound()), 404);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIpOf(c, deps.env.TRUST_PROXY));
    const request = subPath === SIGN_OUT_PATH ? bodiless(c.req.raw, headers) : new Request(c.req.raw, { headers });
    const response = await deps.auth.handler(request);
    // better-auth answers a failed query itself, as a bare 500: say 503 when the database is away.
    if (response.status === 500 && !(await deps.database.ping())) {
      return c.json(errorBody("UNAVAILABLE", m.server_serviceUnavailable()), 503);
    }
    return response.status >= 400 ? reshapeError(response, subPath) : response;
  });
  return app;
}

const SIGN_OUT_PATH = "/sign-out";

/**
 * Sign-out reads no input, but better-auth refuses any body that is not JSON with 415 before it
 * runs, leaving the session alive. A plain client's POST (curl -X POST, fetch without a body)
 * carries an empty body with no content-type, so sign-out gets the request without one: it
 * always ends the session. The origin checks ran before, on the original request.
 */
function bodiless(raw: Request, headers: Headers): Request {
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(raw.url, { method: raw.method, headers, signal: raw.signal });
}

/**
 * better-auth's messages a user may meet, by its code, in the request's language (their English is
 * better-auth's own). Other codes keep better-auth's English message.
 */
const AUTH_MESSAGES: Partial<Record<string, () => string>> = {
  INVALID_EMAIL_OR_PASSWORD: m.server_authInvalidEmailOrPassword,
  INVALID_PASSWORD: m.server_authInvalidPassword,
  INVALID_TOKEN: m.server_authInvalidToken,
  TOKEN_EXPIRED: m.server_authTokenExpired,
  PASSWORD_TOO_SHORT: m.server_authPasswordTooShort,
  PASSWORD_TOO_LONG: m.server_authPasswordTooLong,
  SESSION_EXPIRED: m.server_authSessionExpired,
  INVALID_CODE: m.server_authInvalidCode,
  INVALID_BACKUP_CODE: m.server_authInvalidBackupCode,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: m.server_authTooManyCodeAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: m.server_authAccountLocked,
};

async function reshapeError(response: Response, subPath: string): Promise<Response> {
  const text = await response.text();
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text || response.statusText };
  }
  // better-auth's own input errors read like "[body.email] Invalid input"; say the spec's sentence instead.
  if (parsed.code === "VALIDATION_ERROR" && subPath.startsWith("/sign-in")) {
    parsed = { code: "VALIDATION_FAILED", message: VALIDATION_MESSAGES.credentialsRequired };
  }
  const code = parsed.code ?? (response.status === 429 ? "RATE_LIMITED" : "AUTH_ERROR");
  // A 429 says "too many attempts", except the account's pause on wrong passwords, which says how
  // long it lasts and that a password reset ends it (its message is already in the request's language).
  const message =
    response.status === 429 && parsed.code !== "ACCOUNT_SIGN_IN_LOCKED"
      ? tooManyAttempts()
      : ((parsed.code && AUTH_MESSAGES[parsed.code]?.()) ?? parsed.message ?? m.server_requestFailed());
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
