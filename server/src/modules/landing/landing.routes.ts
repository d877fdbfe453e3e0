import { ZFeedSchema } from "@domain/schemas/landing";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { createRouter, jsonResponse } from "../../lib/openapi";
import { getFeed } from "./landing.service";

const feed = createRoute({
  method: "get",
  path: "/api/feed",
  tags: ["catalogue"],
  summary: "The landing page's featured active campaigns, newest businesses and live figures",
  responses: { 200: jsonResponse(ZFeedSchema, "The feed") },
});

export function landingRoutes(deps: AppDeps) {
  return createRouter().openapi(feed, async (c) => c.json(await getFeed(deps.db), 200));
}
