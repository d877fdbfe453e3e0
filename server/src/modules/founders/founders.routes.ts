import { ZBusinessInputSchema, ZBusinessSchema } from "@domain/schemas/businesses";
import { ZFounderProfileInputSchema, ZFounderProfileSchema } from "@domain/schemas/founders";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { getFounderBusiness, getFounderProfile, saveFounderBusiness, updateFounderProfile } from "./founders.service";

const ZFounderAnswer = z.object({ founder: ZFounderProfileSchema });

const getProfile = createRoute({
  method: "get",
  path: "/api/founder/profile",
  tags: ["founder"],
  summary: "The founder's personal profile (falls back to what registration stored)",
  responses: { 200: jsonResponse(ZFounderAnswer, "The profile"), ...errorResponses(401, 403) },
});

const putProfile = createRoute({
  method: "put",
  path: "/api/founder/profile",
  tags: ["founder"],
  summary: "Save the founder's name, phone and sector (also the account's name and phone)",
  request: { body: jsonBody(ZFounderProfileInputSchema) },
  responses: { 200: jsonResponse(ZFounderAnswer, "The saved profile"), ...errorResponses(400, 401, 403) },
});

const getBusiness = createRoute({
  method: "get",
  path: "/api/founder/business",
  tags: ["founder"],
  summary: "The founder's business, or null before the first save",
  responses: {
    200: jsonResponse(z.object({ business: ZBusinessSchema.nullable() }), "The business or null"),
    ...errorResponses(401, 403),
  },
});

const putBusiness = createRoute({
  method: "put",
  path: "/api/founder/business",
  tags: ["founder"],
  summary: "Create the founder's one business on the first save, update it after",
  request: { body: jsonBody(ZBusinessInputSchema) },
  responses: {
    200: jsonResponse(z.object({ business: ZBusinessSchema }), "The saved business"),
    ...errorResponses(400, 401, 403),
  },
});

const FOUNDER = ["founder"] as const;

export function foundersRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getProfile, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ founder: await getFounderProfile(deps.db, viewer.user.id) }, 200);
    })
    .openapi(putProfile, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ founder: await updateFounderProfile(deps.db, viewer.user.id, c.req.valid("json")) }, 200);
    })
    .openapi(getBusiness, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ business: await getFounderBusiness(deps.db, viewer.user.id) }, 200);
    })
    .openapi(putBusiness, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json({ business: await saveFounderBusiness(deps.db, viewer.user.id, c.req.valid("json")) }, 200);
    });
}
