import { ZLocaleResultSchema, ZUpdateLocaleSchema } from "@domain/i18n/locale-schemas";
import { isLocale, LOCALE_COOKIE } from "@domain/i18n/locales";
import { ZTimeZoneResultSchema, ZUpdateTimeZoneSchema } from "@domain/i18n/time-zone-schemas";
import { ZMeSchema, ZProfileSchema, ZRegisterRequestSchema } from "@domain/schemas/accounts";
import { ZTwoFactorStatusSchema } from "@domain/schemas/two-factor";
import { createRoute } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { socialProvidersOf } from "../../auth/auth";
import { clientIpOf } from "../../auth/client-ip";
import { requireViewer } from "../../auth/guards";
import { hasTwoFactor } from "../../auth/two-factor";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { switchRequestLocale } from "../../lib/request-locale";
import { setUserLocale, setUserTimeZone } from "./accounts.queries";
import { registerAccount } from "./accounts.service";

const register = createRoute({
  method: "post",
  path: "/api/accounts/register",
  tags: ["accounts"],
  summary: "Create a founder or investor account and sign it in",
  request: { body: jsonBody(ZRegisterRequestSchema) },
  responses: {
    201: jsonResponse(z.object({ profile: ZProfileSchema }), "Account created; the session cookie is set"),
    ...errorResponses(400, 409, 429),
  },
});

const me = createRoute({
  method: "get",
  path: "/api/me",
  tags: ["accounts"],
  summary: "The signed-in user and their profile",
  responses: { 200: jsonResponse(ZMeSchema, "The viewer"), ...errorResponses(401) },
});

const session = createRoute({
  method: "get",
  path: "/api/session",
  tags: ["accounts"],
  summary: "The viewer if signed in, or null: the web app's session check, which never answers 401",
  responses: { 200: jsonResponse(z.object({ viewer: ZMeSchema.nullable() }), "The viewer or null") },
});

const updateLocale = createRoute({
  method: "patch",
  path: "/api/account/locale",
  tags: ["accounts"],
  summary: "Save the signed-in user's language: the app, their e-mails and their other devices follow it",
  request: { body: jsonBody(ZUpdateLocaleSchema) },
  responses: { 200: jsonResponse(ZLocaleResultSchema, "The language now saved"), ...errorResponses(400, 401) },
});

const updateTimeZone = createRoute({
  method: "patch",
  path: "/api/account/time-zone",
  tags: ["accounts"],
  summary:
    "Save the signed-in user's time zone (an IANA name): their meeting e-mails and reminders show times in it. The web app sends the browser's at the first signed-in page; the profile page changes it",
  request: { body: jsonBody(ZUpdateTimeZoneSchema) },
  responses: {
    200: jsonResponse(ZTimeZoneResultSchema, "The time zone now saved, by the name it is listed under"),
    ...errorResponses(400, 401),
  },
});

const ZProviders = z.object({ google: z.boolean(), linkedin: z.boolean() });
const providers = createRoute({
  method: "get",
  path: "/api/accounts/providers",
  tags: ["accounts"],
  summary: "Which social sign-in providers are configured",
  responses: { 200: jsonResponse(ZProviders, "Provider availability") },
});

const twoFactorStatus = createRoute({
  method: "get",
  path: "/api/accounts/two-factor",
  tags: ["accounts"],
  summary: "Whether the signed-in user has two-step sign-in on (it is turned on and off under /api/auth/two-factor)",
  responses: { 200: jsonResponse(ZTwoFactorStatusSchema, "Two-step sign-in status"), ...errorResponses(401) },
});

export function accountsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(register, async (c) => {
      const input = c.req.valid("json");
      const chosen = getCookie(c, LOCALE_COOKIE);
      const { profile, setCookies } = await registerAccount(
        deps,
        input,
        clientIpOf(c, deps.env.TRUST_PROXY),
        isLocale(chosen) ? chosen : null,
      );
      for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
      return c.json({ profile }, 201);
    })
    .openapi(me, (c) => {
      const viewer = requireViewer(c);
      return c.json(
        { user: viewer.user, profile: viewer.profile, locale: viewer.locale, timeZone: viewer.timeZone },
        200,
      );
    })
    .openapi(session, (c) => {
      const viewer = c.get("viewer");
      return c.json(
        {
          viewer: viewer
            ? { user: viewer.user, profile: viewer.profile, locale: viewer.locale, timeZone: viewer.timeZone }
            : null,
        },
        200,
      );
    })
    .openapi(updateLocale, async (c) => {
      const viewer = requireViewer(c);
      const { locale } = c.req.valid("json");
      await setUserLocale(deps.db, viewer.user.id, locale);
      // The rest of this request (its answer) already speaks the new language.
      switchRequestLocale(locale);
      return c.json({ locale }, 200);
    })
    .openapi(updateTimeZone, async (c) => {
      const viewer = requireViewer(c);
      const { timeZone } = c.req.valid("json");
      await setUserTimeZone(deps.db, viewer.user.id, timeZone);
      return c.json({ timeZone }, 200);
    })
    .openapi(providers, (c) => c.json(socialProvidersOf(deps.env), 200))
    .openapi(twoFactorStatus, async (c) => {
      const viewer = requireViewer(c);
      return c.json({ enabled: await hasTwoFactor(deps.db, viewer.user.id) }, 200);
    });
}
