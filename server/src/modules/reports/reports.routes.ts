import { REPORT_MESSAGES, REPORT_RATE_LIMIT } from "@domain/reports/report-constants";
import { ZCreateReportResultSchema, ZCreateReportSchema } from "@domain/reports/report-schemas";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedRoute } from "../../idempotency/keyed-route";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { createRateLimiter } from "../../lib/rate-limit";
import { createReport } from "./reports.service";

const create = createRoute({
  method: "post",
  path: "/api/reports",
  tags: ["reports"],
  summary:
    "Report a business, a campaign, an investor profile or a message received, with a reason (one open report per target; the reported user is not told)",
  request: { body: jsonBody(ZCreateReportSchema), headers: ZIdempotencyKeyHeader },
  responses: {
    201: jsonResponse(ZCreateReportResultSchema, "The report was received"),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

export function reportsRoutes(deps: AppDeps) {
  // Counted in the database (decision 014): every attempt counts, refused ones too, so the limit
  // also bounds probing for what exists.
  const limiter = createRateLimiter({ db: deps.db, name: "reports", ...REPORT_RATE_LIMIT });
  return createRouter().openapi(create, async (c) => {
    const viewer = requireRole(c, ["investor", "founder", "admin"]);
    if (!(await limiter.hit(viewer.user.id))) throw new AppError("RATE_LIMITED", REPORT_MESSAGES.tooMany);
    const input = c.req.valid("json");
    const answer = await keyedRoute(c, deps.db, { userId: viewer.user.id, input }, async (tx) => ({
      status: 201 as const,
      body: await createReport(tx, viewer.user.id, input),
    }));
    return c.json(answer.body, answer.status);
  });
}
