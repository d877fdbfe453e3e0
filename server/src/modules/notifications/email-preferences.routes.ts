import { EMAIL_KINDS } from "@domain/notifications/email-kinds";
import {
  ZEmailPreferencesSchema,
  ZUnsubscribeQuerySchema,
  ZUnsubscribeResultSchema,
} from "@domain/notifications/email-schemas";
import { createRoute } from "@hono/zod-openapi";
import { m } from "@i18n/messages";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { findEmailPreferencesOf, saveEmailPreferences, setEmailFrequency } from "../../mail/email-preferences.queries";

// Each user's e-mail choices per kind (decision 028): read and saved by the signed-in user in
// /settings › Notification Preferences, and turned off signed out by an e-mail's one-click link.

const read = createRoute({
  method: "get",
  path: "/api/account/email-preferences",
  tags: ["accounts"],
  summary: "How often each kind of e-mail reaches the viewer: at once, in the daily digest, or not at all",
  responses: { 200: jsonResponse(ZEmailPreferencesSchema, "Every kind's choice"), ...errorResponses(401) },
});

const save = createRoute({
  method: "put",
  path: "/api/account/email-preferences",
  tags: ["accounts"],
  summary: "Save the viewer's choice for every kind of e-mail",
  request: { body: jsonBody(ZEmailPreferencesSchema) },
  responses: { 200: jsonResponse(ZEmailPreferencesSchema, "The choices now saved"), ...errorResponses(400, 401) },
});

const unsubscribe = createRoute({
  method: "post",
  path: "/api/email/unsubscribe",
  tags: ["accounts"],
  summary:
    "One-click unsubscribe (RFC 8058): turns off the kind (or every digest kind) an e-mail's signed link names, signed out. The body, if any (List-Unsubscribe=One-Click), is not read",
  request: { query: ZUnsubscribeQuerySchema },
  responses: {
    200: jsonResponse(ZUnsubscribeResultSchema, "The kinds now off"),
    ...errorResponses(400, 404),
  },
});

export function emailPreferencesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(read, async (c) => {
      const viewer = requireViewer(c);
      return c.json(await findEmailPreferencesOf(deps.db, viewer.user.id), 200);
    })
    .openapi(save, async (c) => {
      const viewer = requireViewer(c);
      await saveEmailPreferences(deps.db, viewer.user.id, c.req.valid("json"));
      return c.json(await findEmailPreferencesOf(deps.db, viewer.user.id), 200);
    })
    .openapi(unsubscribe, async (c) => {
      const { u: userId, k: target, t: token } = c.req.valid("query");
      if (!deps.unsubscribe.verify(userId, target, token)) {
        throw new AppError("BAD_REQUEST", m.server_unsubscribeInvalid());
      }
      // A genuine link of an account deleted since.
      const [found] = await deps.db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!found) throw new AppError("NOT_FOUND", m.server_unsubscribeInvalid());
      const current = await findEmailPreferencesOf(deps.db, userId);
      const kinds = target === "digest" ? EMAIL_KINDS.filter((kind) => current[kind] === "digest") : [target];
      await setEmailFrequency(deps.db, userId, kinds, "off");
      return c.json({ turnedOff: [...kinds] }, 200);
    });
}
