import { ZDealListQuerySchema, ZDealPageSchema } from "@domain/schemas/deals";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { listDeals } from "./deals.service";

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
    requireViewer(c);
    return c.json(await listDeals(deps.db, c.req.valid("query")), 200);
  });
}
