import {
  ZAdminVerificationListQuerySchema,
  ZAdminVerificationPageSchema,
  ZVerificationRejectSchema,
  ZVerificationRequestSchema,
} from "@domain/verification/schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { approveVerification, listVerificationQueue, rejectVerification } from "./verification-review.service";

// The admins' verification queue (/admin/verifications).

const ADMIN = ["admin"] as const;
const TAGS = ["verification"];
const idParam = z.object({ id: z.string() });
const requestAnswer = jsonResponse(z.object({ request: ZVerificationRequestSchema }), "The decided request");

const list = createRoute({
  method: "get",
  path: "/api/admin/verifications",
  tags: TAGS,
  summary: "Pending verification requests of businesses and investors, newest first",
  request: { query: ZAdminVerificationListQuerySchema },
  responses: {
    200: jsonResponse(ZAdminVerificationPageSchema, "A page of the queue"),
    ...errorResponses(400, 401, 403),
  },
});

const approve = createRoute({
  method: "post",
  path: "/api/admin/verifications/{id}/approve",
  tags: TAGS,
  summary: "Approve: the business shows Verified, or the investor's KYC is approved; the requester is notified",
  request: { params: idParam },
  responses: { 200: requestAnswer, ...errorResponses(401, 403, 404, 409) },
});

const reject = createRoute({
  method: "post",
  path: "/api/admin/verifications/{id}/reject",
  tags: TAGS,
  summary: "Reject with a reason, which the requester is notified of and sees on their screen",
  request: { params: idParam, body: jsonBody(ZVerificationRejectSchema) },
  responses: { 200: requestAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});

export function verificationAdminRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      requireRole(c, ADMIN);
      return c.json(await listVerificationQueue(deps.db, c.req.valid("query")), 200);
    })
    .openapi(approve, async (c) => {
      const viewer = requireRole(c, ADMIN);
      return c.json({ request: await approveVerification(deps.db, viewer.user.id, c.req.valid("param").id) }, 200);
    })
    .openapi(reject, async (c) => {
      const viewer = requireRole(c, ADMIN);
      const { reason } = c.req.valid("json");
      const request = await rejectVerification(deps.db, viewer.user.id, c.req.valid("param").id, reason);
      return c.json({ request }, 200);
    });
}
