import {
  ZCampaignInvestmentPageSchema,
  ZCampaignInvestmentSchema,
  ZInvestmentCreatedSchema,
  ZInvestmentCreateSchema,
  ZInvestmentDecisionSchema,
  ZInvestmentListQuerySchema,
  ZInvestmentPageSchema,
  ZInvestorDashboardSchema,
} from "@domain/schemas/investments";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedRoute } from "../../idempotency/keyed-route";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import {
  createInvestment,
  decideInvestment,
  getInvestorDashboard,
  listCampaignInvestments,
  listOwnInvestments,
} from "./investments.service";

const listOwn = createRoute({
  method: "get",
  path: "/api/investor/investments",
  tags: ["investor"],
  summary: "The investor's investments with campaign and business, newest first, and their totals",
  request: { query: ZInvestmentListQuerySchema },
  responses: { 200: jsonResponse(ZInvestmentPageSchema, "A page of investments"), ...errorResponses(400, 401, 403) },
});

const create = createRoute({
  method: "post",
  path: "/api/investor/investments",
  tags: ["investor"],
  summary: "Invest Now: a pending investment in an active campaign (a double submit returns the pending one)",
  request: { body: jsonBody(ZInvestmentCreateSchema), headers: ZIdempotencyKeyHeader },
  responses: {
    201: jsonResponse(ZInvestmentCreatedSchema, "The new pending investment"),
    200: jsonResponse(ZInvestmentCreatedSchema, "The investment already pending in that campaign"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const dashboard = createRoute({
  method: "get",
  path: "/api/investor/dashboard",
  tags: ["investor"],
  summary: "The investor dashboard's figures and recent investments",
  responses: { 200: jsonResponse(ZInvestorDashboardSchema, "The dashboard"), ...errorResponses(401, 403) },
});

const listForCampaign = createRoute({
  method: "get",
  path: "/api/founder/campaigns/{id}/investments",
  tags: ["founder"],
  summary: "Investments in one of the founder's campaigns, newest first",
  request: { params: z.object({ id: z.string() }), query: ZInvestmentListQuerySchema },
  responses: {
    200: jsonResponse(ZCampaignInvestmentPageSchema, "A page of investments"),
    ...errorResponses(400, 401, 403, 404),
  },
});

const decide = createRoute({
  method: "patch",
  path: "/api/founder/investments/{id}",
  tags: ["founder"],
  summary: "Complete or reject a pending investment in one of the founder's campaigns",
  request: { params: z.object({ id: z.string() }), body: jsonBody(ZInvestmentDecisionSchema) },
  responses: {
    200: jsonResponse(z.object({ investment: ZCampaignInvestmentSchema }), "The updated investment"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const INVESTOR = ["investor"] as const;
const FOUNDER = ["founder"] as const;

export function investmentsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listOwn, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json(await listOwnInvestments(deps.db, viewer.user.id, c.req.valid("query")), 200);
    })
    .openapi(create, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      const investor = { id: viewer.user.id, name: viewer.profile.fullName };
      const input = c.req.valid("json");
      const { body } = await keyedRoute(c, deps.db, { userId: investor.id, input }, async (tx) => {
        const answer = await createInvestment(tx, investor, input);
        return { status: answer.created ? 201 : 200, body: answer };
      });
      return body.created ? c.json(body, 201) : c.json(body, 200);
    })
    .openapi(dashboard, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json(await getInvestorDashboard(deps.db, viewer.user.id), 200);
    })
    .openapi(listForCampaign, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      const { id } = c.req.valid("param");
      return c.json(await listCampaignInvestments(deps.db, viewer.user.id, id, c.req.valid("query")), 200);
    })
    .openapi(decide, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      const investment = await decideInvestment(deps.db, viewer.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ investment }, 200);
    });
}
