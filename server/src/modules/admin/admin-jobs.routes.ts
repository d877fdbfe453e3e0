import { ZAdminJobListQuerySchema, ZAdminJobPageSchema, ZAdminJobRetryResponseSchema } from "@domain/jobs/job-schemas";
import { createRoute } from "@hono/zod-openapi";
import { m } from "@i18n/messages";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { listAdminJobs, retryFailedJob } from "./admin-jobs.queries";

// /admin/jobs's API (admin only): the job queue's state (decision 027) and a retry of a failed job.

const ADMIN = ["admin"] as const;

const list = createRoute({
  method: "get",
  path: "/api/admin/jobs",
  tags: ["admin"],
  summary: "The job queue: how many jobs are in each state, and the pending and failed ones (failed first)",
  request: { query: ZAdminJobListQuerySchema },
  responses: { 200: jsonResponse(ZAdminJobPageSchema, "Counts and a page of jobs"), ...errorResponses(400, 401, 403) },
});

const retry = createRoute({
  method: "post",
  path: "/api/admin/jobs/{id}/retry",
  tags: ["admin"],
  summary: "Run a failed job again (pending, due now, its attempts counted afresh); 409 JOB_NOT_FAILED otherwise",
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonResponse(ZAdminJobRetryResponseSchema, "The job, pending again"),
    ...errorResponses(401, 403, 404, 409),
  },
});

export function adminJobsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      requireRole(c, ADMIN);
      c.header("Cache-Control", "no-store");
      return c.json(await listAdminJobs(deps.db, c.req.valid("query")), 200);
    })
    .openapi(retry, async (c) => {
      requireRole(c, ADMIN);
      const result = await retryFailedJob(deps.db, c.req.valid("param").id, new Date());
      if (result === "missing") throw new AppError("NOT_FOUND", m.server_notFound());
      if (result === "not-failed") throw new AppError("JOB_NOT_FAILED", m.server_jobNotFailed());
      return c.json({ job: result }, 200);
    });
}
