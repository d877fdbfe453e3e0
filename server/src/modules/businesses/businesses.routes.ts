import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ZBusinessDetailSchema } from "../../../../domain/schemas/businesses";
import { ZCampaignWithBusinessSchema } from "../../../../domain/schemas/campaigns";
import {
  ZBusinessListQuerySchema,
  ZBusinessPageSchema,
  ZBusinessReactionSchema,
  ZDealListQuerySchema,
  ZDealPageSchema,
  ZFeedSchema,
} from "../../../../domain/schemas/catalogue";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import {
  clearReaction,
  getActiveCampaign,
  getBusinessDetail,
  getCampaignForViewer,
  getFeed,
  listBusinesses,
  listDeals,
  setReaction,
} from "./businesses.service";

// Ids are any string here: one that is not a uuid is simply not found (404), never a 400 or 500.
const ZBusinessIdParam = z.object({ id: z.string() });
const ZCampaignAnswer = z.object({ campaign: ZCampaignWithBusinessSchema });

const list = createRoute({
  method: "get",
  path: "/api/businesses",
  tags: ["catalogue"],
  summary: "Browse businesses: search, sector, stage, amount and saved filters, paginated",
  request: { query: ZBusinessListQuerySchema },
  responses: { 200: jsonResponse(ZBusinessPageSchema, "A page of businesses"), ...errorResponses(400, 401) },
});

const detail = createRoute({
  method: "get",
  path: "/api/businesses/{id}",
  tags: ["catalogue"],
  summary: "One business with its owner's name and active campaign",
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

const deals = createRoute({
  method: "get",
  path: "/api/deals",
  tags: ["catalogue"],
  summary: "Active campaigns with their businesses: search, sector and stage filters, paginated",
  request: { query: ZDealListQuerySchema },
  responses: { 200: jsonResponse(ZDealPageSchema, "A page of active campaigns"), ...errorResponses(400, 401) },
});

const campaignDetail = createRoute({
  method: "get",
  path: "/api/businesses/{businessId}/campaigns/{campaignId}",
  tags: ["catalogue"],
  summary: "A campaign with its business; one that is not active only for its founder",
  request: { params: z.object({ businessId: z.string(), campaignId: z.string() }) },
  responses: { 200: jsonResponse(ZCampaignAnswer, "The campaign"), ...errorResponses(401, 404) },
});

const activeCampaign = createRoute({
  method: "get",
  path: "/api/businesses/{businessId}/active-campaign",
  tags: ["catalogue"],
  summary: "The business's active campaign",
  request: { params: z.object({ businessId: z.string() }) },
  responses: { 200: jsonResponse(ZCampaignAnswer, "The active campaign"), ...errorResponses(401, 404) },
});

const feed = createRoute({
  method: "get",
  path: "/api/feed",
  tags: ["catalogue"],
  summary: "The landing page's newest active campaigns and businesses",
  responses: { 200: jsonResponse(ZFeedSchema, "The feed") },
});

export function businessesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      const query = c.req.valid("query");
      // Anyone may browse; only "my saved businesses" needs to know who is asking.
      const viewer = query.saved ? requireViewer(c) : c.get("viewer");
      return c.json(await listBusinesses(deps.db, viewer?.user.id ?? null, query), 200);
    })
    .openapi(detail, async (c) => {
      const viewerId = c.get("viewer")?.user.id ?? null;
      return c.json(await getBusinessDetail(deps.db, viewerId, c.req.valid("param").id), 200);
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
    })
    .openapi(deals, async (c) => {
      requireViewer(c);
      return c.json(await listDeals(deps.db, c.req.valid("query")), 200);
    })
    .openapi(campaignDetail, async (c) => {
      const viewer = requireViewer(c);
      const { businessId, campaignId } = c.req.valid("param");
      return c.json({ campaign: await getCampaignForViewer(deps.db, viewer.user.id, businessId, campaignId) }, 200);
    })
    .openapi(activeCampaign, async (c) => {
      requireViewer(c);
      return c.json({ campaign: await getActiveCampaign(deps.db, c.req.valid("param").businessId) }, 200);
    })
    .openapi(feed, async (c) => c.json(await getFeed(deps.db), 200));
}
