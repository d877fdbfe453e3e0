import {
  ZAdvanceSchema,
  ZDeclineSchema,
  ZExpressInterestSchema,
  ZInterestAnswerSchema,
  ZProcessAnswerSchema,
  ZProcessListQuerySchema,
  ZProcessListSchema,
  ZProcessLookupSchema,
} from "@domain/due-diligence/process-schemas";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedRoute } from "../../idempotency/keyed-route";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import {
  type Actor,
  changeProcess,
  expressInterest,
  getProcess,
  listProcesses,
  lookupProcess,
} from "./process.service";

// Due-diligence processes. Only investors and founders reach /api/due-diligence (permissions'
// API table); each process answers only to its investor and its business's owner (404 otherwise).

const TAGS = ["due-diligence"];
const PARTIES = ["investor", "founder"] as const;
const idParam = z.object({ id: z.string() });

export function actorOf(c: Context<AppEnv>, roles: readonly ("investor" | "founder")[] = PARTIES): Actor {
  const viewer = requireRole(c, roles);
  return { userId: viewer.user.id, name: viewer.profile.fullName };
}

const list = createRoute({
  method: "get",
  path: "/api/due-diligence",
  tags: TAGS,
  summary: "The viewer's processes (as investor, or as owner of the business), last updated first, with tab counts",
  request: { query: ZProcessListQuerySchema },
  responses: { 200: jsonResponse(ZProcessListSchema, "Processes"), ...errorResponses(400, 401, 403) },
});

const lookup = createRoute({
  method: "get",
  path: "/api/due-diligence/lookup",
  tags: TAGS,
  summary: "The investor's process for a business, if any (the business page's button)",
  request: { query: z.object({ businessId: z.string() }) },
  responses: { 200: jsonResponse(ZProcessLookupSchema, "The process or null"), ...errorResponses(400, 401, 403) },
});

const start = createRoute({
  method: "post",
  path: "/api/due-diligence",
  tags: TAGS,
  summary: "Express Interest & Start Due Diligence (a second or concurrent call returns the existing process)",
  request: { body: jsonBody(ZExpressInterestSchema), headers: ZIdempotencyKeyHeader },
  responses: {
    201: jsonResponse(ZInterestAnswerSchema, "The new process"),
    200: jsonResponse(ZInterestAnswerSchema, "The process that already existed"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const getOne = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}",
  tags: TAGS,
  summary: "One process, for its investor or its business's owner",
  request: { params: idParam },
  responses: { 200: jsonResponse(ZProcessAnswerSchema, "The process"), ...errorResponses(401, 403, 404) },
});

const changeRoute = (path: string, summary: string, body?: z.ZodType) =>
  createRoute({
    method: "post",
    path: `/api/due-diligence/{id}/${path}`,
    tags: TAGS,
    summary,
    request: body ? { params: idParam, body: jsonBody(body) } : { params: idParam },
    responses: {
      200: jsonResponse(ZProcessAnswerSchema, "The changed process"),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

const advance = createRoute({
  method: "post",
  path: "/api/due-diligence/{id}/advance",
  tags: TAGS,
  summary: "Move to Next Step (either party) when the current stage's condition is met",
  request: { params: idParam, body: { content: { "application/json": { schema: ZAdvanceSchema } }, required: false } },
  responses: {
    200: jsonResponse(ZProcessAnswerSchema, "The changed process"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const decline = createRoute({
  method: "post",
  path: "/api/due-diligence/{id}/decline",
  tags: TAGS,
  summary: "Decline (either party, any active stage) with a reason the other party sees",
  request: { params: idParam, body: jsonBody(ZDeclineSchema) },
  responses: {
    200: jsonResponse(ZProcessAnswerSchema, "The changed process"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const approve = changeRoute("approve", "Approve the deal (the investor, from Closing)");
const restart = changeRoute("restart", "Restart a declined process (the investor)");

export function processRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json(await listProcesses(deps.db, actorOf(c), c.req.valid("query")), 200))
    .openapi(lookup, async (c) => {
      const actor = actorOf(c, ["investor"]);
      return c.json(await lookupProcess(deps.db, actor.userId, c.req.valid("query").businessId), 200);
    })
    .openapi(start, async (c) => {
      const actor = actorOf(c, ["investor"]);
      const input = c.req.valid("json");
      const { body } = await keyedRoute(c, deps.db, { userId: actor.userId, input }, async (tx) => {
        const answer = await expressInterest(tx, actor, input);
        return { status: answer.created ? 201 : 200, body: answer };
      });
      return body.created ? c.json(body, 201) : c.json(body, 200);
    })
    .openapi(getOne, async (c) =>
      c.json({ process: await getProcess(deps.db, c.req.valid("param").id, actorOf(c)) }, 200),
    )
    .openapi(advance, async (c) => {
      const body = await c.req.json().catch(() => ({}));
      const parsed = ZAdvanceSchema.safeParse(body ?? {});
      const input = parsed.success ? parsed.data : {};
      const process = await changeProcess(deps.db, c.req.valid("param").id, actorOf(c), "advance", { advance: input });
      return c.json({ process }, 200);
    })
    .openapi(decline, async (c) => {
      const process = await changeProcess(deps.db, c.req.valid("param").id, actorOf(c), "decline", {
        decline: c.req.valid("json"),
      });
      return c.json({ process }, 200);
    })
    .openapi(approve, async (c) =>
      c.json({ process: await changeProcess(deps.db, c.req.valid("param").id, actorOf(c), "approve") }, 200),
    )
    .openapi(restart, async (c) =>
      c.json({ process: await changeProcess(deps.db, c.req.valid("param").id, actorOf(c), "restart") }, 200),
    );
}
