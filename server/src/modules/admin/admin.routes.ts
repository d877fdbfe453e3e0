import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { countUsersByRole } from "./admin.queries";

const ZUserCounts = z.object({ investor: z.number(), founder: z.number(), admin: z.number(), total: z.number() });

const userCounts = createRoute({
  method: "get",
  path: "/api/admin/user-counts",
  tags: ["admin"],
  summary: "How many accounts hold each role",
  responses: { 200: jsonResponse(ZUserCounts, "Counts by role"), ...errorResponses(401, 403) },
});

export function adminRoutes(deps: AppDeps) {
  return createRouter().openapi(userCounts, async (c) => {
    requireRole(c, ["admin"]);
    const counts = await countUsersByRole(deps.db);
    return c.json({ ...counts, total: counts.investor + counts.founder + counts.admin }, 200);
  });
}
