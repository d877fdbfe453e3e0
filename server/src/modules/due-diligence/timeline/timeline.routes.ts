import { ZTimelineSchema } from "@domain/due-diligence/timeline-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../../app-env";
import { requireRole } from "../../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../../lib/openapi";
import { getTimeline } from "./timeline.service";

const get = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/timeline",
  tags: ["due-diligence"],
  summary: "The process's timeline, oldest first: interest, stages, meetings, documents requested, shared and opened",
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: jsonResponse(ZTimelineSchema, "The newest events"), ...errorResponses(401, 403, 404) },
});

export function timelineRoutes(deps: AppDeps) {
  return createRouter().openapi(get, async (c) => {
    const viewer = requireRole(c, ["investor", "founder"]);
    const actor = { userId: viewer.user.id, name: viewer.profile.fullName };
    return c.json(await getTimeline(deps.db, c.req.valid("param").id, actor), 200);
  });
}
