import { ZLibraryAnalyticsSchema } from "@domain/due-diligence/analytics-schemas";
import { ZLibrarySchema, ZOpenAnswerSchema } from "@domain/due-diligence/documents-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { getLibrary, getLibraryAnalytics, openLibraryDocument, removeLibraryDocument } from "./library.service";

const TAGS = ["due-diligence"];
const ZId = z.object({ id: z.string() });
const FOUNDER = ["founder"] as const;

const get = createRoute({
  method: "get",
  path: "/api/due-diligence/library",
  tags: TAGS,
  summary: "The founder's document library, the catalogue for the business's country and its readiness",
  responses: { 200: jsonResponse(ZLibrarySchema, "The library"), ...errorResponses(401, 403, 409) },
});

const analytics = createRoute({
  method: "get",
  path: "/api/due-diligence/library/analytics",
  tags: TAGS,
  summary: "For each library document: the investors it was shared with and each one's opens (count, first, last)",
  responses: { 200: jsonResponse(ZLibraryAnalyticsSchema, "The opens by investor"), ...errorResponses(401, 403, 409) },
});

const open = createRoute({
  method: "post",
  path: "/api/due-diligence/library/{id}/open",
  tags: TAGS,
  summary: "A 10-day link to one of the founder's library documents that opens only with their own session",
  request: { params: ZId },
  responses: { 200: jsonResponse(ZOpenAnswerSchema, "The link"), ...errorResponses(401, 403, 404, 409) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/due-diligence/library/{id}",
  tags: TAGS,
  summary: "Remove a library document (copies already shared stay)",
  request: { params: ZId },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 409) },
});

export function libraryRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(get, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(await getLibrary(deps.db, viewer.user.id), 200);
    })
    .openapi(analytics, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(await getLibraryAnalytics(deps.db, viewer.user.id), 200);
    })
    .openapi(open, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(await openLibraryDocument(deps, viewer.user.id, c.req.valid("param").id), 200);
    })
    .openapi(remove, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      await removeLibraryDocument(deps, viewer.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
