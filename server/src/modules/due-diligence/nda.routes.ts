import { ZUploadQuerySchema } from "@domain/due-diligence/documents-schemas";
import {
  ZNdaAcceptAnswerSchema,
  ZNdaAcceptInputSchema,
  ZNdaSettingAnswerSchema,
  ZNdaSettingInputSchema,
  ZProcessNdaSchema,
} from "@domain/due-diligence/nda/nda-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { clientIpOf } from "../../auth/client-ip";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse, parseQuery } from "../../lib/openapi";
import { acceptancePdf, acceptNda, getProcessNda, ndaFileForParty } from "./nda.service";
import { getNdaSetting, setNdaRequirement, uploadCustomNda } from "./nda-settings.service";

// The NDA before the first document (issue 21): the founder's requirement for their business,
// and each process's NDA, acceptance and acceptance PDF, for its two parties only.

const TAGS = ["due-diligence"];
const ZId = z.object({ id: z.string() });
const FOUNDER = ["founder"] as const;
const PARTIES = ["investor", "founder"] as const;
const pdfResponse = { description: "A PDF, as an attachment", content: { "application/pdf": { schema: z.string() } } };

/** A private file as a download: never rendered in place, never cached. */
const attachment = (fileName: string, contentType: string, size: number) => ({
  "content-type": contentType,
  "content-length": String(size),
  "content-disposition": `attachment; filename="${fileName}"`,
  "x-content-type-options": "nosniff",
  "cache-control": "private, no-store",
});

const getSetting = createRoute({
  method: "get",
  path: "/api/due-diligence/businesses/{id}/nda",
  tags: TAGS,
  summary: "The business's NDA requirement (its founder only)",
  request: { params: ZId },
  responses: { 200: jsonResponse(ZNdaSettingAnswerSchema, "The requirement"), ...errorResponses(401, 403, 404) },
});

const putSetting = createRoute({
  method: "put",
  path: "/api/due-diligence/businesses/{id}/nda",
  tags: TAGS,
  summary: "Require no NDA or Kuza's standard mutual NDA (its founder only; a PDF of their own is uploaded)",
  request: { params: ZId, body: jsonBody(ZNdaSettingInputSchema) },
  responses: { 200: jsonResponse(ZNdaSettingAnswerSchema, "The requirement"), ...errorResponses(400, 401, 403, 404) },
});

const getProcess = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/nda",
  tags: TAGS,
  summary: "The process's NDA: what the business requires now (the standard text filled in) and the acceptance",
  request: { params: ZId },
  responses: { 200: jsonResponse(ZProcessNdaSchema, "The NDA"), ...errorResponses(401, 403, 404) },
});

const accept = createRoute({
  method: "post",
  path: "/api/due-diligence/{id}/nda/accept",
  tags: TAGS,
  summary: "Accept the NDA with the investor's full name (once per process; a second call answers the first)",
  request: { params: ZId, body: jsonBody(ZNdaAcceptInputSchema) },
  responses: {
    200: jsonResponse(ZNdaAcceptAnswerSchema, "The acceptance"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const file = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/nda/file",
  tags: TAGS,
  summary: "The founder's own NDA (PDF) the business requires now, for the process's parties",
  request: { params: ZId },
  responses: { 200: pdfResponse, ...errorResponses(401, 403, 404) },
});

const acceptancePdfRoute = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/nda/acceptance",
  tags: TAGS,
  summary: "The accepted NDA as a PDF with the acceptance on it, for the process's parties",
  request: { params: ZId },
  responses: { 200: pdfResponse, ...errorResponses(401, 403, 404) },
});

export function ndaRoutes(deps: AppDeps) {
  const router = createRouter()
    .openapi(getSetting, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(await getNdaSetting(deps.db, viewer.user.id, c.req.valid("param").id), 200);
    })
    .openapi(putSetting, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      const answer = await setNdaRequirement(deps, viewer.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(answer, 200);
    })
    .openapi(getProcess, async (c) => {
      const viewer = requireRole(c, PARTIES);
      return c.json(await getProcessNda(deps.db, viewer.user.id, c.req.valid("param").id), 200);
    })
    .openapi(accept, async (c) => {
      const viewer = requireRole(c, ["investor"]);
      const ip = clientIpOf(c, deps.env.TRUST_PROXY);
      return c.json(await acceptNda(deps.db, viewer.user.id, c.req.valid("param").id, c.req.valid("json"), ip), 200);
    })
    .openapi(file, async (c) => {
      const viewer = requireRole(c, PARTIES);
      const found = await ndaFileForParty(deps, viewer.user.id, c.req.valid("param").id);
      return new Response(found.file.body, {
        status: 200,
        headers: attachment(found.fileName, "application/pdf", found.file.size),
      });
    })
    .openapi(acceptancePdfRoute, async (c) => {
      const viewer = requireRole(c, PARTIES);
      const pdf = await acceptancePdf(deps, viewer.user.id, c.req.valid("param").id);
      return new Response(new Uint8Array(pdf.bytes), {
        status: 200,
        headers: attachment(pdf.fileName, "application/pdf", pdf.bytes.byteLength),
      });
    });

  // The founder's own PDF: the body is the file, streamed (under /api/uploads/, outside the 1 MB JSON limit).
  router.openAPIRegistry.registerPath({
    method: "put",
    path: "/api/uploads/due-diligence/businesses/{id}/nda",
    tags: TAGS,
    summary: "Require the founder's own NDA: a PDF (by its content) up to 10 MB as the body (its founder only)",
    request: {
      params: ZId,
      query: ZUploadQuerySchema,
      body: { required: true, content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
    },
    responses: {
      200: jsonResponse(ZNdaSettingAnswerSchema, "The requirement"),
      ...errorResponses(400, 401, 403, 404, 413),
    },
  });
  router.put("/api/uploads/due-diligence/businesses/:id/nda", async (c) => {
    const viewer = requireRole(c, FOUNDER);
    const { name } = parseQuery(ZUploadQuerySchema, c.req.query());
    return c.json(await uploadCustomNda(deps, viewer.user.id, c.req.param("id"), name, c.req.raw), 200);
  });
  return router;
}
