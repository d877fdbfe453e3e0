import {
  ZCampaignCreateSchema,
  ZCampaignSchema,
  ZCampaignUpdateSchema,
  ZCampaignWithBusinessSchema,
} from "@domain/schemas/campaigns";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole, requireViewer } from "../../auth/guards";
import { seesBanned } from "../../db/bans";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import {
  createFounderCampaign,
  deleteFounderCampaign,
  getActiveCampaign,
  getCampaignForViewer,
  getFounderCampaign,
  listFounderCampaigns,
  updateFounderCampaign,
} from "./campaigns.service";

const ZCampaignAnswer = z.object({ campaign: ZCampaignSchema });
// Any string: an id that is not a uuid is simply not found (404), never a 400 or a 500.
const ZIdParam = z.object({ id: z.string() });

const list = createRoute({
  method: "get",
  path: "/api/founder/campaigns",
  tags: ["founder"],
  summary: "The founder's campaigns, newest first",
  responses: {
    200: jsonResponse(z.object({ campaigns: z.array(ZCampaignSchema) }), "The campaigns"),
    ...errorResponses(401, 403),
  },
});

const create = createRoute({
  method: "post",
  path: "/api/founder/campaigns",
  tags: ["founder"],
  summary: "Create a campaign for the founder's business (draft, pending or active)",
  request: { body: jsonBody(ZCampaignCreateSchema) },
  responses: {
    201: jsonResponse(ZCampaignAnswer, "The new campaign"),
    ...errorResponses(400, 401, 403, 409),
  },
});

const read = createRoute({
  method: "get",
  path: "/api/founder/campaigns/{id}",
  tags: ["founder"],
  summary: "One of the founder's campaigns",
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZCampaignAnswer, "The campaign"), ...errorResponses(401, 403, 404) },
});

const update = createRoute({
  method: "put",
  path: "/api/founder/campaigns/{id}",
  tags: ["founder"],
  summary: "Edit one of the founder's campaigns (any of the five statuses)",
  request: { params: ZIdParam, body: jsonBody(ZCampaignUpdateSchema) },
  responses: {
    200: jsonResponse(ZCampaignAnswer, "The saved campaign"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/api/founder/campaigns/{id}",
  tags: ["founder"],
  summary: "Delete one of the founder's campaigns; refused once it has investments",
  request: { params: ZIdParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 409) },
});

const FOUNDER = ["founder"] as const;

const ZCampaignPageAnswer = z.object({ campaign: ZCampaignWithBusinessSchema });

const campaignDetail = createRoute({
  method: "get",
  path: "/api/businesses/{businessId}/campaigns/{campaignId}",
  tags: ["catalogue"],
  summary:
    "A campaign with its business; one that is not active only for its founder, a banned founder's only for admins",
  request: { params: z.object({ businessId: z.string(), campaignId: z.string() }) },
  responses: { 200: jsonResponse(ZCampaignPageAnswer, "The campaign"), ...errorResponses(401, 404) },
});

const activeCampaign = createRoute({
  method: "get",
  path: "/api/businesses/{businessId}/active-campaign",
  tags: ["catalogue"],
  summary: "The business's active campaign",
  request: { params: z.object({ businessId: z.string() }) },
  responses: { 200: jsonResponse(ZCampaignPageAnswer, "The active campaign"), ...errorResponses(401, 404) },
});

export function campaignsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ campaigns: await listFounderCampaigns(deps.db, viewer.user.id) }, 200);
    })
    .openapi(create, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ campaign: await createFounderCampaign(deps.db, viewer.user.id, c.req.valid("json")) }, 201);
    })
    .openapi(read, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ campaign: await getFounderCampaign(deps.db, viewer.user.id, c.req.valid("param").id) }, 200);
    })
    .openapi(update, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      const { id } = c.req.valid("param");
      return c.json({ campaign: await updateFounderCampaign(deps.db, viewer.user.id, id, c.req.valid("json")) }, 200);
    })
    .openapi(remove, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      await deleteFounderCampaign(deps, viewer.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(campaignDetail, async (c) => {
      const viewer = requireViewer(c);
      const { businessId, campaignId } = c.req.valid("param");
      const showBanned = seesBanned(viewer.profile?.role);
      const campaign = await getCampaignForViewer(deps.db, viewer.user.id, businessId, campaignId, showBanned);
      return c.json({ campaign }, 200);
    })
    .openapi(activeCampaign, async (c) => {
      const viewer = requireViewer(c);
      const showBanned = seesBanned(viewer.profile?.role);
      return c.json({ campaign: await getActiveCampaign(deps.db, c.req.valid("param").businessId, showBanned) }, 200);
    });
}
