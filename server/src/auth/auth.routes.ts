import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import { errorBody } from "../lib/errors";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, INTERNAL_ONLY_AUTH_PATHS } from "./auth";
import { clientIpOf } from "./client-ip";

/**
 * better-auth's endpoints under /api/auth. The client address is stamped into a header of our
 * own (rate limits key on it), internal-only paths answer 404, and error bodies are reshaped
 * into the API's { error: { code, message } }.
 */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.all("/*", async (c) => {
    const subPath = c.req.path.slice(AUTH_BASE_PATH.length);
    if (INTERNAL_ONLY_AUTH_PATHS.includes(subPath)) {
      return c.json(errorBody("NOT_FOUND", "Not found"), 404);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIpOf(c, deps.env.TRUST_PROXY === "true"));
    const request = new Request(c.req.raw, { headers });
    const response = await deps.auth.handler(request);
    return response.status >= 400 ? reshapeError(response) : response;
  });
  return app;
}

async function reshapeError(response: Response): Promise<Response> {
  const text = await response.text();
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text || response.statusText };
  }
  const code = parsed.code ?? (response.status === 429 ? "RATE_LIMITED" : "AUTH_ERROR");
  const message =
    response.status === 429
      ? "Too many attempts. Please wait a moment and try again."
      : (parsed.message ?? "Request failed");
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
