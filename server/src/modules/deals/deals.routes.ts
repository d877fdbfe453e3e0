import { ZDealListQuerySchema, ZDealPageSchema } from "@domain/schemas/deals";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { keptAnswerResponse } from "../../lib/kept-answers";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { keptDealsPage } from "./deals.service";

const deals = createRoute({
  method: "get",
  path: "/api/deals",
  tags: ["catalogue"],
  summary: "Active campaigns with their businesses: search, sector and stage filters, paginated",
  request: { query: ZDealListQuerySchema },
  responses: { 200: jsonResponse(ZDealPageSchema, "A page of active campaigns"), ...errorResponses(400, 401) },
});

export function dealsRoutes(deps: AppDeps) {
  return createRouter().openapi(deals, async (c) => {
    const viewer = requireViewer(c);
    return keptAnswerResponse(c, await keptDealsPage(deps.db, viewer, c.req.valid("query")));
  });
}
