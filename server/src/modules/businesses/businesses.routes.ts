import {
  ZBusinessDetailSchema,
  ZBusinessListQuerySchema,
  ZBusinessPageSchema,
  ZBusinessReactionSchema,
} from "@domain/schemas/businesses";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { seesBanned } from "../../db/bans";
import { keptAnswerResponse } from "../../lib/kept-answers";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { clearReaction, getBusinessDetail, keptBusinessPage, setReaction } from "./businesses.service";

// Ids are any string here: one that is not a uuid is simply not found (404), never a 400 or 500.
const ZBusinessIdParam = z.object({ id: z.string() });

const list = createRoute({
  method: "get",
  path: "/api/businesses",
  tags: ["catalogue"],
  summary: "Browse businesses: search, sector, stage, amount, saved and passed filters, paginated",
  request: { query: ZBusinessListQuerySchema },
  responses: { 200: jsonResponse(ZBusinessPageSchema, "A page of businesses"), ...errorResponses(400, 401) },
});

const detail = createRoute({
  method: "get",
  path: "/api/businesses/{id}",
  tags: ["catalogue"],
  summary: "One business with its owner's name and active campaign; a banned owner's only for admins",
  request: { params: ZBusinessIdParam },
  responses: { 200: jsonResponse(ZBusinessDetailSchema, "The business"), ...errorResponses(404) },
});

const putReaction = createRoute({
  method: "put",
  path: "/api/businesses/{id}/reaction",
  tags: ["catalogue"],
  summary: "Save or pass a business (passed ones leave the viewer's lists)",
  request: { params: ZBusinessIdParam, body: jsonBody(ZBusinessReactionSchema) },
  responses: { 200: jsonResponse(ZBusinessReactionSchema, "The reaction"), ...errorResponses(400, 401, 404) },
});

const deleteReactionRoute = createRoute({
  method: "delete",
  path: "/api/businesses/{id}/reaction",
  tags: ["catalogue"],
  summary: "Undo Save or Pass",
  request: { params: ZBusinessIdParam },
  responses: { 204: { description: "No reaction any more" }, ...errorResponses(401, 404) },
});

export function businessesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      const query = c.req.valid("query");
      // Anyone may browse; only "my saved" and "my passed" businesses need to know who is asking.
      const viewer = query.saved || query.passed ? requireViewer(c) : c.get("viewer");
      return keptAnswerResponse(c, await keptBusinessPage(deps.db, viewer, query));
    })
    .openapi(detail, async (c) => {
      const viewer = c.get("viewer");
      const { id } = c.req.valid("param");
      return c.json(
        await getBusinessDetail(deps.db, viewer?.user.id ?? null, id, seesBanned(viewer?.profile?.role)),
        200,
      );
    })
    .openapi(putReaction, async (c) => {
      const viewer = requireViewer(c);
      const { reaction } = c.req.valid("json");
      return c.json(await setReaction(deps.db, viewer.user.id, c.req.valid("param").id, reaction), 200);
    })
    .openapi(deleteReactionRoute, async (c) => {
      const viewer = requireViewer(c);
      await clearReaction(deps.db, viewer.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
