import { ZSearchQuerySchema, ZSearchResultsSchema } from "@domain/schemas/search";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { searchEverything } from "./search.service";

const searchRoute = createRoute({
  method: "get",
  path: "/api/search",
  tags: ["search"],
  summary: "The top-bar search: businesses, active campaigns and investors, at most 5 of each",
  request: { query: ZSearchQuerySchema },
  responses: { 200: jsonResponse(ZSearchResultsSchema, "Hits grouped by kind"), ...errorResponses(400, 401) },
});

export function searchRoutes(deps: AppDeps) {
  return createRouter().openapi(searchRoute, async (c) => {
    requireViewer(c);
    return c.json(await searchEverything(deps.db, c.req.valid("query").q), 200);
  });
}
