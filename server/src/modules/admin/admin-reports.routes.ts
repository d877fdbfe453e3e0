import {
  ZModerationActionSchema,
  ZModerationQueuePageSchema,
  ZModerationQueueQuerySchema,
  ZModerationResultSchema,
} from "@domain/reports/moderation-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { clientIpOf } from "../../auth/client-ip";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { actOnReport, moderationQueue } from "./admin-reports.service";

const ADMIN = ["admin"] as const;

const queue = createRoute({
  method: "get",
  path: "/api/admin/reports",
  tags: ["admin"],
  summary:
    "The moderation queue: open reports, newest first, with the content as reported, the reporter and the open reports on the same target",
  request: { query: ZModerationQueueQuerySchema },
  responses: {
    200: jsonResponse(ZModerationQueuePageSchema, "A page of open reports"),
    ...errorResponses(400, 401, 403),
  },
});

const act = createRoute({
  method: "post",
  path: "/api/admin/reports/{id}/action",
  tags: ["admin"],
  summary:
    "Act on a report with a note: dismiss, unpublish the campaign (to Rejected) or ban its owner; closes every open report on the same target and tells each reporter the outcome",
  request: { params: z.object({ id: z.string() }), body: jsonBody(ZModerationActionSchema) },
  responses: {
    200: jsonResponse(ZModerationResultSchema, "The reports the action closed"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function adminReportsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(queue, async (c) => {
      requireRole(c, ADMIN);
      return c.json(await moderationQueue(deps.db, c.req.valid("query")), 200);
    })
    .openapi(act, async (c) => {
      const viewer = requireRole(c, ADMIN);
      const admin = { id: viewer.user.id, ip: clientIpOf(c, deps.env.TRUST_PROXY) };
      const result = await actOnReport(deps.db, admin, c.req.valid("param").id, c.req.valid("json"));
      return c.json(result, 200);
    });
}
