import { ADMIN_MESSAGES } from "@domain/constants/admin";
import {
  ZAdminUserListQuerySchema,
  ZAdminUserPageSchema,
  ZAdminUserSchema,
  ZBanRequestSchema,
} from "@domain/schemas/admin";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { clientIpOf } from "../../auth/client-ip";
import { requireRole } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { approveInvestorKyc, banAccount, unbanAccount } from "./admin.service";
import { findAdminUser, listUsers } from "./admin-users.queries";

const ADMIN = ["admin"] as const;
const idParam = z.object({ id: z.string() });
const userAnswer = jsonResponse(z.object({ user: ZAdminUserSchema }), "The user as the admin sees them");

const list = createRoute({
  method: "get",
  path: "/api/admin/users",
  tags: ["admin"],
  summary: "Accounts, newest first, searched by name or e-mail and filtered by role",
  request: { query: ZAdminUserListQuerySchema },
  responses: { 200: jsonResponse(ZAdminUserPageSchema, "A page of users"), ...errorResponses(400, 401, 403) },
});

const one = createRoute({
  method: "get",
  path: "/api/admin/users/{id}",
  tags: ["admin"],
  summary: "One account",
  request: { params: idParam },
  responses: { 200: userAnswer, ...errorResponses(401, 403, 404) },
});

const ban = createRoute({
  method: "post",
  path: "/api/admin/users/{id}/ban",
  tags: ["admin"],
  summary:
    "Ban an investor or founder: every session ends at once, sign-in is refused with the reason, and what they published leaves every other user's view (nothing is deleted)",
  request: { params: idParam, body: jsonBody(ZBanRequestSchema) },
  responses: { 200: userAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});

const unban = createRoute({
  method: "delete",
  path: "/api/admin/users/{id}/ban",
  tags: ["admin"],
  summary: "Lift a ban: the user may sign in again and what they published is back",
  request: { params: idParam },
  responses: { 200: userAnswer, ...errorResponses(401, 403, 404, 409) },
});

const kyc = createRoute({
  method: "post",
  path: "/api/admin/users/{id}/kyc-approval",
  tags: ["admin"],
  summary: "Mark an investor's KYC approved (shown as Verified)",
  request: { params: idParam },
  responses: { 200: userAnswer, ...errorResponses(401, 403, 404, 409) },
});

export function adminUsersRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      requireRole(c, ADMIN);
      const query = c.req.valid("query");
      const page = await listUsers(deps.db, query);
      const next = query.offset + page.items.length;
      return c.json({ ...page, nextOffset: next < page.total ? next : null }, 200);
    })
    .openapi(one, async (c) => {
      requireRole(c, ADMIN);
      const user = await findAdminUser(deps.db, c.req.valid("param").id);
      if (!user) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.userNotFound);
      return c.json({ user }, 200);
    })
    .openapi(ban, async (c) => {
      const viewer = requireRole(c, ADMIN);
      const { reason } = c.req.valid("json");
      const admin = { id: viewer.user.id, ip: clientIpOf(c, deps.env.TRUST_PROXY) };
      return c.json({ user: await banAccount(deps.db, admin, c.req.valid("param").id, reason) }, 200);
    })
    .openapi(unban, async (c) => {
      const viewer = requireRole(c, ADMIN);
      const admin = { id: viewer.user.id, ip: clientIpOf(c, deps.env.TRUST_PROXY) };
      return c.json({ user: await unbanAccount(deps.db, admin, c.req.valid("param").id) }, 200);
    })
    .openapi(kyc, async (c) => {
      const viewer = requireRole(c, ADMIN);
      return c.json({ user: await approveInvestorKyc(deps.db, viewer.user.id, c.req.valid("param").id) }, 200);
    });
}
