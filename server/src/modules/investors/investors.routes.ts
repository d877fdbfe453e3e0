import {
  ZInvestorListQuerySchema,
  ZInvestorPageSchema,
  ZInvestorPreferencesInputSchema,
  ZInvestorPreferencesSchema,
  ZInvestorProfileInputSchema,
  ZInvestorProfileSchema,
  ZInvestorPublicSchema,
} from "@domain/schemas/investors";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { seesBanned } from "../../db/bans";
import { keptAnswerResponse } from "../../lib/kept-answers";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import {
  getInvestorPreferences,
  getInvestorProfile,
  getPublicInvestor,
  keptInvestorsPage,
  updateInvestorPreferences,
  updateInvestorProfile,
} from "./investors.service";

const ZProfileAnswer = z.object({ investor: ZInvestorProfileSchema });

const getProfile = createRoute({
  method: "get",
  path: "/api/investor/profile",
  tags: ["investor"],
  summary: "The investor's profile (before the first save: the registration profile and defaults)",
  responses: { 200: jsonResponse(ZProfileAnswer, "The profile"), ...errorResponses(401, 403) },
});

const putProfile = createRoute({
  method: "put",
  path: "/api/investor/profile",
  tags: ["investor"],
  summary: "Save the investor's profile (also the account's name, phone and type)",
  request: { body: jsonBody(ZInvestorProfileInputSchema) },
  responses: { 200: jsonResponse(ZProfileAnswer, "The saved profile"), ...errorResponses(400, 401, 403) },
});

const getPreferences = createRoute({
  method: "get",
  path: "/api/investor/preferences",
  tags: ["investor"],
  summary: "Sectors, ticket sizes and risk appetite (the form defaults when none are saved)",
  responses: { 200: jsonResponse(ZInvestorPreferencesSchema, "The preferences"), ...errorResponses(401, 403) },
});

const putPreferences = createRoute({
  method: "put",
  path: "/api/investor/preferences",
  tags: ["investor"],
  summary: "Save sectors, ticket sizes and risk appetite (other preference fields are kept)",
  request: { body: jsonBody(ZInvestorPreferencesInputSchema) },
  responses: {
    200: jsonResponse(ZInvestorPreferencesSchema, "The saved preferences"),
    ...errorResponses(400, 401, 403),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/investors",
  tags: ["investors"],
  summary: "The investor directory: search (name, address, type), type and sector filters, paginated",
  request: { query: ZInvestorListQuerySchema },
  responses: { 200: jsonResponse(ZInvestorPageSchema, "A page of investor cards"), ...errorResponses(400, 401, 403) },
});

const getPublic = createRoute({
  method: "get",
  path: "/api/investors/{userId}",
  tags: ["investors"],
  summary: "A public investor profile with their portfolio; a banned investor's only for admins",
  request: { params: z.object({ userId: z.string().min(1).max(200) }) },
  responses: {
    200: jsonResponse(z.object({ investor: ZInvestorPublicSchema }), "The investor"),
    ...errorResponses(401, 403, 404),
  },
});

const INVESTOR = ["investor"] as const;
const ANY_ROLE = ["investor", "founder", "admin"] as const;

export function investorsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getProfile, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json({ investor: await getInvestorProfile(deps.db, viewer.user.id) }, 200);
    })
    .openapi(putProfile, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json({ investor: await updateInvestorProfile(deps.db, viewer.user.id, c.req.valid("json")) }, 200);
    })
    .openapi(getPreferences, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json(await getInvestorPreferences(deps.db, viewer.user.id), 200);
    })
    .openapi(putPreferences, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json(await updateInvestorPreferences(deps.db, viewer.user.id, c.req.valid("json")), 200);
    })
    .openapi(listRoute, async (c) => {
      const viewer = requireRole(c, ANY_ROLE);
      return keptAnswerResponse(c, await keptInvestorsPage(deps.db, viewer, c.req.valid("query")));
    })
    .openapi(getPublic, async (c) => {
      const viewer = requireRole(c, ANY_ROLE);
      const showBanned = seesBanned(viewer.profile.role);
      return c.json({ investor: await getPublicInvestor(deps.db, c.req.valid("param").userId, showBanned) }, 200);
    });
}
