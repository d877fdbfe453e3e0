import { m } from "@i18n/messages";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "./errors";

/** CSP and friends for every response. Styles allow inline attributes: Radix positions popovers with them. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  // Two years: ASVS 3.4.1 asks for at least one.
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  xContentTypeOptions: "nosniff",
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginEmbedderPolicy: false,
});

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * State-changing API requests must come from our own origin. Browsers always send Origin on
 * such requests; a request with neither Origin nor a same-origin Sec-Fetch-Site is refused when
 * it carries a cookie (a plain API client without cookies has nothing to forge).
 */
export function originCheck(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const sameOriginRequest = origin ? allowed.has(origin) : site === "same-origin" || !c.req.header("cookie");
      if (!sameOriginRequest) throw new AppError("FORBIDDEN", m.server_crossOrigin());
    }
    await next();
  };
}

/** API answers carry personal data: no browser or proxy may keep a copy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (headers.has("cache-control")) return;
  // Set on the answer's own headers: c.header() on a finished answer copies it, which made
  // @hono/node-server build a Fetch Response (and stream its body) for every API answer. An
  // answer with read-only headers (a fetched one) is copied as before.
  try {
    headers.set("cache-control", "no-store");
  } catch {
    c.header("cache-control", "no-store");
  }
};
