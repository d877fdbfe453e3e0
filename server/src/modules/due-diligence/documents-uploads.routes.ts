import { DOCUMENT_MAX_BYTES } from "@domain/due-diligence/documents-constants";
import {
  ZDocumentAnswerSchema,
  ZLibraryDocumentAnswerSchema,
  ZLibraryUploadQuerySchema,
  ZUploadQuerySchema,
} from "@domain/due-diligence/documents-schemas";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedUpload } from "../../idempotency/keyed-upload";
import { createRouter, errorResponses, jsonResponse, parseQuery } from "../../lib/openapi";
import { uploadDocument } from "./documents.service";
import { uploadToLibrary } from "./library.service";

// Document uploads: the request body is the file itself (no multipart), streamed to storage and
// counted as it arrives. Plain Hono routes, so no validator buffers the body first; app.ts exempts
// /api/uploads/* from the API-wide 1 MB limit, and these routes apply the 50 MB one themselves,
// after the sign-in, role and ownership checks. Both take an optional Idempotency-Key (decision 025).

const FOUNDER = ["founder"] as const;
const fileBody = {
  required: true,
  content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
};

export function documentsUploadsRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openAPIRegistry.registerPath({
    method: "put",
    path: "/api/uploads/due-diligence/documents/{id}",
    tags: ["due-diligence"],
    summary: "Upload Document (founder): answers a pending request; pdf, doc, docx, txt, jpg, jpeg, png up to 50 MB",
    request: {
      params: z.object({ id: z.string() }),
      query: ZUploadQuerySchema,
      headers: ZIdempotencyKeyHeader,
      body: fileBody,
    },
    responses: {
      200: jsonResponse(ZDocumentAnswerSchema, "The shared document"),
      ...errorResponses(400, 401, 403, 404, 409, 413, 422, 503),
    },
  });
  router.put("/api/uploads/due-diligence/documents/:id", async (c) => {
    const viewer = requireRole(c, FOUNDER);
    const { name } = parseQuery(ZUploadQuerySchema, c.req.query());
    const who = { userId: viewer.user.id, name: viewer.profile.fullName };
    const id = c.req.param("id");
    const upload = { userId: who.userId, fields: { id, name }, status: 200, maxBytes: DOCUMENT_MAX_BYTES } as const;
    return keyedUpload(c, deps.db, upload, (request, commit) => uploadDocument(deps, who, id, name, request, commit));
  });

  router.openAPIRegistry.registerPath({
    method: "put",
    path: "/api/uploads/due-diligence/library",
    tags: ["due-diligence"],
    summary: "Add a document to the founder's library under a category of the business's catalogue",
    request: { query: ZLibraryUploadQuerySchema, headers: ZIdempotencyKeyHeader, body: fileBody },
    responses: {
      201: jsonResponse(ZLibraryDocumentAnswerSchema, "The library document"),
      ...errorResponses(400, 401, 403, 409, 413, 422, 503),
    },
  });
  router.put("/api/uploads/due-diligence/library", async (c) => {
    const viewer = requireRole(c, FOUNDER);
    const query = parseQuery(ZLibraryUploadQuerySchema, c.req.query());
    const upload = { userId: viewer.user.id, fields: query, status: 201, maxBytes: DOCUMENT_MAX_BYTES } as const;
    return keyedUpload(c, deps.db, upload, (request, commit) =>
      uploadToLibrary(deps, viewer.user.id, query, request, commit),
    );
  });

  return router;
}
