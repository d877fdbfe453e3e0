import { SAMPLE_DATA_PATHS as P } from "@domain/constants/sample-data";
import {
  ZDemoUsersResponseSchema,
  ZPopulateResponseSchema,
  ZPopulationJobResponseSchema,
  ZProfilesResponseSchema,
} from "@domain/schemas/sample-data";
import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { currentPopulation, startPopulation } from "./population-jobs";
import { runCreateDemoUsers, runPopulateProfiles, runPopulateSampleData } from "./sample-data.service";

// /admin/sample-data's API (admin only; the spec's edge functions become these routes).

const ADMIN = ["admin"] as const;
const tags = ["sample-data"];

const demoUsers = createRoute({
  method: "post",
  path: P.demoUsers,
  tags,
  summary:
    "Create the 10 demo users (5 founders, 5 investors) with the shared demo password; existing ones are reported",
  responses: { 200: jsonResponse(ZDemoUsersResponseSchema, "One result per demo user"), ...errorResponses(401, 403) },
});

const populate = createRoute({
  method: "post",
  path: P.populate,
  tags,
  summary: "Businesses, campaigns, investor preferences and investments for the demo users",
  responses: {
    200: jsonResponse(ZPopulateResponseSchema, "Per-item results and users populated"),
    ...errorResponses(401, 403, 409),
  },
});

const profiles = createRoute({
  method: "post",
  path: P.profiles,
  tags,
  summary: "Founder and investor profile data for the demo users",
  responses: { 200: jsonResponse(ZProfilesResponseSchema, "Users populated"), ...errorResponses(401, 403, 409) },
});

const startComprehensive = createRoute({
  method: "post",
  path: P.comprehensive,
  tags,
  summary: "Start the comprehensive population (or get the one running); poll GET for its progress",
  responses: {
    202: jsonResponse(ZPopulationJobResponseSchema, "Started, or already running"),
    ...errorResponses(401, 403),
  },
});

const comprehensiveState = createRoute({
  method: "get",
  path: P.comprehensive,
  tags,
  summary: "The comprehensive population's progress (the latest run, from any server process; null before any)",
  responses: { 200: jsonResponse(ZPopulationJobResponseSchema, "The job"), ...errorResponses(401, 403) },
});

export function sampleDataRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(demoUsers, async (c) => {
      requireRole(c, ADMIN);
      return c.json(await runCreateDemoUsers(deps), 200);
    })
    .openapi(populate, async (c) => {
      requireRole(c, ADMIN);
      return c.json(await runPopulateSampleData(deps), 200);
    })
    .openapi(profiles, async (c) => {
      requireRole(c, ADMIN);
      return c.json(await runPopulateProfiles(deps), 200);
    })
    .openapi(startComprehensive, async (c) => {
      requireRole(c, ADMIN);
      c.header("Cache-Control", "no-store");
      return c.json({ job: (await startPopulation(deps)).job }, 202);
    })
    .openapi(comprehensiveState, async (c) => {
      requireRole(c, ADMIN);
      c.header("Cache-Control", "no-store");
      return c.json({ job: await currentPopulation(deps) }, 200);
    });
}
