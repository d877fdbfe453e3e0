import {
  ZMatchListQuerySchema,
  ZMatchListSchema,
  ZMatchSettingsAnswerSchema,
  ZMatchSettingsSchema,
  ZSavedMatchesSchema,
  ZSimilarBusinessesSchema,
} from "@domain/schemas/matching";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { seesBanned } from "../../db/bans";
import { keptAnswerResponse } from "../../lib/kept-answers";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { keptMatchList, listSaved, saveMatch, similarBusinesses, unsaveMatch } from "./matching.service";
import { getSettings, putSettings, resetSettings } from "./matching-settings.service";

const ANY_ROLE = ["investor", "founder", "admin"] as const;
const PARTIES = ["investor", "founder"] as const;
const ZTarget = z.object({ targetId: z.string().min(1).max(200) });
const ZOk = z.object({ ok: z.literal(true) });

const list = createRoute({
  method: "get",
  path: "/api/matching/matches",
  tags: ["matching"],
  summary: "The signed-in user's matches (investor: businesses; founder: investors), search and filters, paged",
  request: { query: ZMatchListQuerySchema },
  responses: { 200: jsonResponse(ZMatchListSchema, "Matches, best first"), ...errorResponses(400, 401, 403) },
});
const saved = createRoute({
  method: "get",
  path: "/api/matching/saved",
  tags: ["matching"],
  summary: "The signed-in user's saved matches, newest first",
  responses: { 200: jsonResponse(ZSavedMatchesSchema, "Saved matches"), ...errorResponses(401, 403) },
});
const save = createRoute({
  method: "put",
  path: "/api/matching/saved/{targetId}",
  tags: ["matching"],
  summary: "Save a match (a business for an investor, an investor for a founder)",
  request: { params: ZTarget },
  responses: { 200: jsonResponse(ZOk, "Saved"), ...errorResponses(401, 403, 404) },
});
const unsave = createRoute({
  method: "delete",
  path: "/api/matching/saved/{targetId}",
  tags: ["matching"],
  summary: "Remove a saved match",
  request: { params: ZTarget },
  responses: { 200: jsonResponse(ZOk, "Removed"), ...errorResponses(401, 403, 404) },
});
const similar = createRoute({
  method: "get",
  path: "/api/matching/similar/{businessId}",
  tags: ["matching"],
  summary: "Businesses similar to this one (none when the viewer turned Explore similar recommendations off)",
  request: { params: z.object({ businessId: z.string().min(1).max(200) }) },
  responses: { 200: jsonResponse(ZSimilarBusinessesSchema, "Similar businesses"), ...errorResponses(401, 403, 404) },
});
const getAlgorithm = createRoute({
  method: "get",
  path: "/api/settings/algorithm",
  tags: ["settings"],
  summary: "The signed-in user's algorithm settings (the defaults until saved)",
  responses: { 200: jsonResponse(ZMatchSettingsAnswerSchema, "Settings"), ...errorResponses(401, 403) },
});
const putAlgorithm = createRoute({
  method: "put",
  path: "/api/settings/algorithm",
  tags: ["settings"],
  summary: "Save the weights (0-100, step 5) and toggles",
  request: { body: jsonBody(ZMatchSettingsSchema) },
  responses: { 200: jsonResponse(ZMatchSettingsAnswerSchema, "Saved settings"), ...errorResponses(400, 401, 403) },
});
const resetAlgorithm = createRoute({
  method: "post",
  path: "/api/settings/algorithm/reset",
  tags: ["settings"],
  summary: "Back to the defaults",
  responses: { 200: jsonResponse(ZMatchSettingsAnswerSchema, "Default settings"), ...errorResponses(401, 403) },
});

const viewerOf = (c: Context<AppEnv>) => {
  const viewer = requireRole(c, ANY_ROLE);
  return { userId: viewer.user.id, role: viewer.profile?.role ?? "", dataVersions: viewer.dataVersions };
};

export function matchingRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => keptAnswerResponse(c, await keptMatchList(deps.db, viewerOf(c), c.req.valid("query"))))
    .openapi(saved, async (c) => c.json(await listSaved(deps.db, viewerOf(c)), 200))
    .openapi(save, async (c) => {
      await saveMatch(deps.db, viewerOf(c), c.req.valid("param").targetId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(unsave, async (c) => {
      await unsaveMatch(deps.db, viewerOf(c), c.req.valid("param").targetId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(similar, async (c) => {
      const viewer = viewerOf(c);
      const { businessId } = c.req.valid("param");
      return c.json(await similarBusinesses(deps.db, viewer.userId, businessId, seesBanned(viewer.role)), 200);
    })
    .openapi(getAlgorithm, async (c) => {
      const viewer = requireRole(c, PARTIES);
      return c.json(await getSettings(deps.db, viewer.user.id), 200);
    })
    .openapi(putAlgorithm, async (c) => {
      const viewer = requireRole(c, PARTIES);
      return c.json(await putSettings(deps.db, viewer.user.id, c.req.valid("json")), 200);
    })
    .openapi(resetAlgorithm, async (c) => {
      const viewer = requireRole(c, PARTIES);
      return c.json(await resetSettings(deps.db, viewer.user.id), 200);
    });
}
