import {
  ZAdminCampaignListQuerySchema,
  ZAdminCampaignPageSchema,
  ZAdminCampaignSchema,
  ZCampaignReviewSchema,
} from "@domain/schemas/admin";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { countCampaignsByStatus } from "./admin.queries";
import { reviewCampaign } from "./admin.service";
import { listAllCampaigns } from "./admin-campaigns.queries";

const ADMIN = ["admin"] as const;

const list = createRoute({
  method: "get",
  path: "/api/admin/campaigns",
  tags: ["admin"],
  summary: "Every campaign with its business and founder, newest first, filtered by status",
  request: { query: ZAdminCampaignListQuerySchema },
  responses: { 200: jsonResponse(ZAdminCampaignPageSchema, "A page of campaigns"), ...errorResponses(400, 401, 403) },
});

const review = createRoute({
  method: "post",
  path: "/api/admin/campaigns/{id}/review",
  tags: ["admin"],
  summary: "Approve (active) or reject, with a reason, a campaign in Pending Review; the founder is notified",
  request: { params: z.object({ id: z.string() }), body: jsonBody(ZCampaignReviewSchema) },
  responses: {
    200: jsonResponse(z.object({ campaign: ZAdminCampaignSchema }), "The reviewed campaign"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function adminCampaignsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      requireRole(c, ADMIN);
      const query = c.req.valid("query");
      const [page, counts] = await Promise.all([listAllCampaigns(deps.db, query), countCampaignsByStatus(deps.db)]);
      const next = query.offset + page.items.length;
      return c.json({ ...page, counts, nextOffset: next < page.total ? next : null }, 200);
    })
    .openapi(review, async (c) => {
      const viewer = requireRole(c, ADMIN);
      const campaign = await reviewCampaign(deps.db, viewer.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ campaign }, 200);
    });
}
