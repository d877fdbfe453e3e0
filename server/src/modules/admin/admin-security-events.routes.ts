import {
  ZSecurityEventListQuerySchema,
  ZSecurityEventPageSchema,
} from "@domain/security-events/security-event-schemas";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { listSecurityEvents } from "./admin-security-events.queries";

const ADMIN = ["admin"] as const;

const list = createRoute({
  method: "get",
  path: "/api/admin/security-events",
  tags: ["admin"],
  summary:
    "The security log, newest first: sign-ins, bans, role and two-step changes, NDA acceptances, refused links and uploads; filtered by user, name or e-mail, kind and UTC days, paged by the last event seen",
  request: { query: ZSecurityEventListQuerySchema },
  responses: { 200: jsonResponse(ZSecurityEventPageSchema, "A page of events"), ...errorResponses(400, 401, 403) },
});

export function adminSecurityEventsRoutes(deps: AppDeps) {
  return createRouter().openapi(list, async (c) => {
    requireRole(c, ADMIN);
    return c.json(await listSecurityEvents(deps.db, c.req.valid("query")), 200);
  });
}
