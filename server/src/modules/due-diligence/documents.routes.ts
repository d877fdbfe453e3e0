import {
  ZDocumentAnswerSchema,
  ZDocumentRequestAnswerSchema,
  ZDocumentRequestSchema,
  ZFromLibrarySchema,
  ZOpenAnswerSchema,
  ZProcessDocumentsSchema,
} from "@domain/due-diligence/documents-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { clientIpOf } from "../../auth/client-ip";
import { requireRole } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedRoute } from "../../idempotency/keyed-route";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { getProcessDocuments, openDocument, requestDocuments, shareFromLibrary } from "./documents.service";

const TAGS = ["due-diligence"];
const ZId = z.object({ id: z.string() });

const list = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/documents",
  tags: TAGS,
  summary: "A process's documents (with every open), its catalogue by jurisdiction and, for the founder, the library",
  request: { params: ZId },
  responses: { 200: jsonResponse(ZProcessDocumentsSchema, "The document room"), ...errorResponses(401, 403, 404) },
});

const request = createRoute({
  method: "post",
  path: "/api/due-diligence/{id}/documents",
  tags: TAGS,
  summary: "Request Additional Documents (investor): one pending row per category; locked categories are refused (409)",
  request: { params: ZId, body: jsonBody(ZDocumentRequestSchema), headers: ZIdempotencyKeyHeader },
  responses: {
    200: jsonResponse(ZDocumentRequestAnswerSchema, "The process's documents and how many rows were created"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const fromLibrary = createRoute({
  method: "post",
  path: "/api/due-diligence/documents/{id}/from-library",
  tags: TAGS,
  summary: "Answer a pending request with a library document of the same category (founder)",
  request: { params: ZId, body: jsonBody(ZFromLibrarySchema) },
  responses: {
    200: jsonResponse(ZDocumentAnswerSchema, "The shared document"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const open = createRoute({
  method: "post",
  path: "/api/due-diligence/documents/{id}/open",
  tags: TAGS,
  summary:
    "A 10-day link to a shared document that opens only with this user's session while their access holds (none on a declined process, nor for a revoked investor); logs the open, the investor's marks it viewed",
  request: { params: ZId },
  responses: { 200: jsonResponse(ZOpenAnswerSchema, "The link"), ...errorResponses(401, 403, 404, 409) },
});

const PARTIES = ["investor", "founder"] as const;

export function documentsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      const viewer = requireRole(c, PARTIES);
      return c.json(await getProcessDocuments(deps.db, viewer.user.id, c.req.valid("param").id), 200);
    })
    .openapi(request, async (c) => {
      const viewer = requireRole(c, ["investor"]);
      const who = { userId: viewer.user.id, name: viewer.profile.fullName };
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const answer = await keyedRoute(c, deps.db, { userId: who.userId, input: { id, input } }, async (tx) => ({
        status: 200 as const,
        body: await requestDocuments(tx, who, id, input),
      }));
      return c.json(answer.body, answer.status);
    })
    .openapi(fromLibrary, async (c) => {
      const viewer = requireRole(c, ["founder"]);
      const who = { userId: viewer.user.id, name: viewer.profile.fullName };
      const { libraryDocumentId } = c.req.valid("json");
      return c.json(await shareFromLibrary(deps, who, c.req.valid("param").id, libraryDocumentId), 200);
    })
    .openapi(open, async (c) => {
      const viewer = requireRole(c, PARTIES);
      const ip = clientIpOf(c, deps.env.TRUST_PROXY);
      const who = { userId: viewer.user.id, name: viewer.profile.fullName, ip };
      return c.json(await openDocument(deps, who, c.req.valid("param").id), 200);
    });
}
