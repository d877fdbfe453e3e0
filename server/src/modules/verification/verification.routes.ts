import {
  ZBusinessVerificationQuerySchema,
  ZBusinessVerificationSchema,
  ZInvestorVerificationQuerySchema,
  ZInvestorVerificationSchema,
} from "@domain/verification/schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole, requireViewer } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse, parseQuery } from "../../lib/openapi";
import {
  getBusinessVerification,
  getInvestorVerification,
  submitBusinessVerification,
  submitInvestorVerification,
} from "./verification.service";
import { verificationFile } from "./verification-review.service";

// The requesters' routes: their status, their request with its document (a raw body, streamed
// and counted like the document room's uploads; app.ts exempts /api/uploads/* from the 1 MB API
// limit and these apply the 10 MB one after the role check), and the document itself.

const FOUNDER = ["founder"] as const;
const INVESTOR = ["investor"] as const;
const TAGS = ["verification"];
const fileBody = {
  required: true,
  content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } },
};

const getBusiness = createRoute({
  method: "get",
  path: "/api/founder/verification",
  tags: TAGS,
  summary: "The business's verification: not submitted, pending, verified or rejected (with the reason)",
  responses: {
    200: jsonResponse(ZBusinessVerificationSchema, "The status and latest request"),
    ...errorResponses(401, 403),
  },
});

const getInvestor = createRoute({
  method: "get",
  path: "/api/investor/verification",
  tags: TAGS,
  summary: "The investor's verification: not submitted, pending, verified or rejected (with the reason)",
  responses: {
    200: jsonResponse(ZInvestorVerificationSchema, "The status and latest request"),
    ...errorResponses(401, 403),
  },
});

const file = createRoute({
  method: "get",
  path: "/api/verification/requests/{id}/file",
  tags: TAGS,
  summary: "A request's document, as an attachment: for its requester and the admins only (404 for anyone else)",
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: "The file", content: { "application/octet-stream": { schema: z.string() } } },
    ...errorResponses(401, 404),
  },
});

export function verificationRoutes(deps: AppDeps) {
  const router = createRouter()
    .openapi(getBusiness, async (c) => {
      const viewer = requireRole(c, FOUNDER);
      return c.json(await getBusinessVerification(deps.db, viewer.user.id), 200);
    })
    .openapi(getInvestor, async (c) => {
      const viewer = requireRole(c, INVESTOR);
      return c.json(await getInvestorVerification(deps.db, viewer.user.id), 200);
    })
    .openapi(file, async (c) => {
      const viewer = requireViewer(c);
      const isAdmin = viewer.profile?.role === "admin";
      const found = await verificationFile(deps, { userId: viewer.user.id, isAdmin }, c.req.valid("param").id);
      return new Response(found.file.body, {
        status: 200,
        headers: {
          "content-type": found.file.contentType,
          "content-length": String(found.file.size),
          "content-disposition": `attachment; filename="${found.fileName}"`,
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      });
    });

  router.openAPIRegistry.registerPath({
    method: "put",
    path: "/api/uploads/verification/business",
    tags: TAGS,
    summary:
      "Submit the business's registration (founder): the number in its country's format, the certificate (pdf, jpg, png, up to 10 MB) as the body",
    request: { query: ZBusinessVerificationQuerySchema, body: fileBody },
    responses: {
      201: jsonResponse(ZBusinessVerificationSchema, "The business's verification, now pending"),
      ...errorResponses(400, 401, 403, 409, 413, 422, 503),
    },
  });
  router.put("/api/uploads/verification/business", async (c) => {
    const viewer = requireRole(c, FOUNDER);
    const query = parseQuery(ZBusinessVerificationQuerySchema, c.req.query());
    return c.json(await submitBusinessVerification(deps, viewer.user.id, query, c.req.raw), 201);
  });

  router.openAPIRegistry.registerPath({
    method: "put",
    path: "/api/uploads/verification/investor",
    tags: TAGS,
    summary:
      "Submit the investor's identity (investor): legal name, and a firm's name, website and registration; a document (pdf, jpg, png, up to 10 MB) as the body",
    request: { query: ZInvestorVerificationQuerySchema, body: fileBody },
    responses: {
      201: jsonResponse(ZInvestorVerificationSchema, "The investor's verification, now pending"),
      ...errorResponses(400, 401, 403, 409, 413, 422, 503),
    },
  });
  router.put("/api/uploads/verification/investor", async (c) => {
    const viewer = requireRole(c, INVESTOR);
    const query = parseQuery(ZInvestorVerificationQuerySchema, c.req.query());
    return c.json(await submitInvestorVerification(deps, viewer.user.id, query, c.req.raw), 201);
  });

  return router;
}
