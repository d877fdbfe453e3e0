import { SESSION_ABSOLUTE_SECONDS } from "@domain/constants/accounts";
import type { BetterAuthOptions } from "better-auth";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, Viewer } from "../app-env";
import { session as sessionTable } from "../db/schema";
import { switchRequestLocale } from "../lib/request-locale";
import { createSessionCookieReader } from "./session-cookie";
import { findProfile, findSavedSettings } from "./viewer-profile";
import { prepareViewerLookup } from "./viewer-session";

/**
 * Reads the session cookie once per API request and puts the viewer (or null) on the context.
 *
 * The common case takes a fast path: the cookie's signature is checked here (key imported once)
 * and ONE statement reads session, user and profile, with the session's expiry checked in SQL.
 * Every other case goes to better-auth's getSession, which stays the judge of anything unusual: a
 * bad signature, a session that is gone or expired (it clears the cookie and the row), one due
 * for refresh (it extends it and sends a fresh cookie). Nothing is cached between requests, so
 * sign-out everywhere and password resets end a session on the next request on every process.
 *
 * Lifetimes (docs/decisions/013): better-auth's expiresIn/updateAge are the idle lifetime; the
 * absolute one (SESSION_ABSOLUTE_SECONDS from sign-in) is capped on expires_at by a database
 * trigger and checked again here on both paths. A sign-in waiting for its second step has no
 * session row at all (only better-auth's signed two_factor cookie), so neither path sees one.
 */
const ABSOLUTE_MS = SESSION_ABSOLUTE_SECONDS * 1000;

/** Whether a session that began at `createdAt` has outlived the absolute lifetime at `now`. */
export function pastAbsoluteLifetime(createdAt: Date, now: number): boolean {
  return createdAt.getTime() + ABSOLUTE_MS <= now;
}

export function loadViewer(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const fastViewer = createFastViewer(deps);
  return async (c, next) => {
    const fast = await fastViewer(c.req.header("cookie") ?? null);
    if (fast !== undefined) {
      c.set("viewer", fast);
      await next();
      return;
    }
    // returnHeaders: when better-auth extends a day-old session it sends a fresh cookie, which
    // must reach the browser or the cookie would still die a week after sign-in.
    const { headers: refreshed, response: found } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!found) {
      c.set("viewer", null);
    } else if (pastAbsoluteLifetime(new Date(found.session.createdAt), Date.now())) {
      // Only reachable if the expires_at trigger is missing: end the session like an expired one.
      await deps.db.delete(sessionTable).where(eq(sessionTable.id, found.session.id));
      c.set("viewer", null);
    } else {
      const [profile, saved] = await Promise.all([
        findProfile(deps.db, found.user.id),
        findSavedSettings(deps.db, found.user.id),
      ]);
      c.set("viewer", {
        user: { id: found.user.id, email: found.user.email, name: found.user.name },
        sessionId: found.session.id,
        profile,
        locale: saved.locale,
        timeZone: saved.timeZone,
      });
    }
    await next();
    for (const cookie of refreshed.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}

type FastPath = {
  read: ReturnType<typeof createSessionCookieReader>;
  lookup: ReturnType<typeof prepareViewerLookup>;
  expiresInMs: number;
  updateAgeMs: number;
};

/**
 * The viewer (or null) when the fast path can tell for sure; undefined when better-auth must.
 * Set up on first use from better-auth's own context (secret, cookie names with the `__Secure-`
 * prefix on https, session ages), so both read the same configuration.
 */
function createFastViewer(deps: AppDeps) {
  let ready: Promise<FastPath | null> | null = null;

  async function setUp(): Promise<FastPath | null> {
    const context = await deps.auth.$context;
    const options = (context.options as BetterAuthOptions).session;
    // Cookie caches and deferred refreshes change what getSession answers: leave those to it.
    if (options?.cookieCache?.enabled || options?.deferSessionRefresh || context.secondaryStorage) return null;
    const cookies = context.authCookies;
    return {
      read: createSessionCookieReader(context.secret, {
        sessionToken: cookies.sessionToken.name,
        sessionData: cookies.sessionData.name,
        dontRemember: cookies.dontRememberToken.name,
      }),
      lookup: prepareViewerLookup(deps.db),
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
  }

  return async function fastViewer(cookieHeader: string | null): Promise<Viewer | null | undefined> {
    ready ??= setUp().catch((error) => {
      deps.logger.warn("session fast path disabled", { error: String(error) });
      return null;
    });
    const fast = await ready;
    if (!fast) return undefined;
    const cookie = fast.read(cookieHeader);
    if (cookie.kind === "none") return null;
    if (cookie.kind === "unusual") return undefined;
    const now = Date.now();
    const found = await fast.lookup(cookie.token, new Date(now), new Date(now - ABSOLUTE_MS));
    if (!found) return undefined;
    // better-auth's refresh rule (getSession): due once updateAge has passed since the expiry was
    // last set, i.e. expiresAt - expiresIn + updateAge <= now. It extends and re-sends the cookie.
    // An expiry already at the absolute cap cannot move, so refreshing it would only rewrite the row.
    const expiresAt = found.expiresAt.getTime();
    const atCap = expiresAt >= found.createdAt.getTime() + ABSOLUTE_MS;
    if (!atCap && expiresAt - fast.expiresInMs + fast.updateAgeMs <= now) return undefined;
    return found.viewer;
  };
}

/** After loadViewer: a signed-in user's saved language wins over the cookie and Accept-Language. */
export const viewerLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const saved = c.get("viewer")?.locale;
  if (saved) switchRequestLocale(saved);
  await next();
};
