import { ZAdminDashboardSchema, ZAdminProfileInputSchema, ZAdminProfileSchema } from "@domain/schemas/admin";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { countUsersByRole } from "./admin.queries";
import { getAdminDashboard } from "./admin.service";
import { adminCampaignsRoutes } from "./admin-campaigns.routes";
import { adminJobsRoutes } from "./admin-jobs.routes";
import { adminReportsRoutes } from "./admin-reports.routes";
import { adminSecurityEventsRoutes } from "./admin-security-events.routes";
import { saveAdminProfile } from "./admin-users.queries";
import { adminUsersRoutes } from "./admin-users.routes";
import { supportRoutes } from "./support.routes";

const ADMIN = ["admin"] as const;
const ZUserCounts = z.object({ investor: z.number(), founder: z.number(), admin: z.number(), total: z.number() });

const userCounts = createRoute({
  method: "get",
  path: "/api/admin/user-counts",
  tags: ["admin"],
  summary: "How many accounts hold each role",
  responses: { 200: jsonResponse(ZUserCounts, "Counts by role"), ...errorResponses(401, 403) },
});

const dashboard = createRoute({
  method: "get",
  path: "/api/admin/dashboard",
  tags: ["admin"],
  summary: "The admin dashboard's figures: users, sign-ups, businesses, campaigns, investments, due diligence",
  responses: { 200: jsonResponse(ZAdminDashboardSchema, "The figures"), ...errorResponses(401, 403) },
});

const getProfile = createRoute({
  method: "get",
  path: "/api/admin/profile",
  tags: ["admin"],
  summary: "The admin's own name, phone and e-mail",
  responses: {
    200: jsonResponse(z.object({ profile: ZAdminProfileSchema }), "The profile"),
    ...errorResponses(401, 403),
  },
});

const putProfile = createRoute({
  method: "put",
  path: "/api/admin/profile",
  tags: ["admin"],
  summary: "Save the admin's own name and phone (the e-mail cannot be changed)",
  request: { body: jsonBody(ZAdminProfileInputSchema) },
  responses: {
    200: jsonResponse(z.object({ profile: ZAdminProfileSchema }), "The saved profile"),
    ...errorResponses(400, 401, 403),
  },
});

export function adminRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(userCounts, async (c) => {
      requireRole(c, ADMIN);
      const counts = await countUsersByRole(deps.db);
      return c.json({ ...counts, total: counts.investor + counts.founder + counts.admin }, 200);
    })
    .openapi(dashboard, async (c) => {
      requireRole(c, ADMIN);
      return c.json(await getAdminDashboard(deps.db), 200);
    })
    .openapi(getProfile, async (c) => {
      const { profile } = requireRole(c, ADMIN);
      return c.json(
        { profile: { id: profile.id, email: profile.email, fullName: profile.fullName, phone: profile.phone } },
        200,
      );
    })
    .openapi(putProfile, async (c) => {
      const { profile } = requireRole(c, ADMIN);
      const values = c.req.valid("json");
      await saveAdminProfile(deps.db, profile.id, values);
      return c.json({ profile: { id: profile.id, email: profile.email, ...values } }, 200);
    })
    .route("/", adminUsersRoutes(deps))
    .route("/", adminCampaignsRoutes(deps))
    .route("/", adminReportsRoutes(deps))
    .route("/", adminSecurityEventsRoutes(deps))
    .route("/", adminJobsRoutes(deps))
    .route("/", supportRoutes(deps));
}
