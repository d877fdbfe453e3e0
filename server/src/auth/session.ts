import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import { findProfile } from "./viewer-profile";

/** Reads the session cookie once per API request and puts the viewer (or null) on the context. */
export function loadViewer(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // returnHeaders: when better-auth extends a day-old session it sends a fresh cookie, which
    // must reach the browser or the cookie would still die a week after sign-in.
    const { headers: refreshed, response: found } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!found) {
      c.set("viewer", null);
    } else {
      c.set("viewer", {
        user: { id: found.user.id, email: found.user.email, name: found.user.name },
        sessionId: found.session.id,
        profile: await findProfile(deps.db, found.user.id),
      });
    }
    await next();
    for (const cookie of refreshed.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}
