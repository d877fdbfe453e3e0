import {
  ZMeetingActionSchema,
  ZMeetingAnswerSchema,
  ZMeetingCreateSchema,
  ZMeetingListSchema,
} from "@domain/due-diligence/meetings-schemas";
import { currentLocale } from "@domain/i18n/locales";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedRoute } from "../../idempotency/keyed-route";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { actOnMeeting, listMeetings, meetingCalendarFile, scheduleMeeting } from "./meetings.service";
import { actorOf } from "./process.routes";

// Meetings of a process: the process's participants only (404 for anyone else).

const TAGS = ["due-diligence"];
const idParam = z.object({ id: z.string() });
const meetingParams = z.object({ id: z.string(), meetingId: z.string() });

const list = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/meetings",
  tags: TAGS,
  summary: "The process's meetings, earliest first",
  request: { params: idParam },
  responses: { 200: jsonResponse(ZMeetingListSchema, "Meetings"), ...errorResponses(401, 403, 404) },
});

const create = createRoute({
  method: "post",
  path: "/api/due-diligence/{id}/meetings",
  tags: TAGS,
  summary: "Schedule Meeting (either party): pending approval by the other party",
  request: { params: idParam, body: jsonBody(ZMeetingCreateSchema), headers: ZIdempotencyKeyHeader },
  responses: {
    201: jsonResponse(ZMeetingAnswerSchema, "The meeting"),
    200: jsonResponse(ZMeetingAnswerSchema, "The same proposal was already made (a double submit): that meeting"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const act = createRoute({
  method: "post",
  path: "/api/due-diligence/{id}/meetings/{meetingId}",
  tags: TAGS,
  summary: "Approve or decline (the other party), complete or cancel (either party) a meeting",
  request: { params: meetingParams, body: jsonBody(ZMeetingActionSchema) },
  responses: { 200: jsonResponse(ZMeetingAnswerSchema, "The meeting"), ...errorResponses(400, 401, 403, 404, 409) },
});

const ics = createRoute({
  method: "get",
  path: "/api/due-diligence/{id}/meetings/{meetingId}/ics",
  tags: TAGS,
  summary:
    "The meeting as an iCalendar (.ics) file for the viewer: an invitation (METHOD:REQUEST), or a cancellation (METHOD:CANCEL) once cancelled",
  request: { params: meetingParams },
  responses: {
    200: { description: "text/calendar", content: { "text/calendar": { schema: z.string() } } },
    ...errorResponses(401, 403, 404),
  },
});

export function meetingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json({ meetings: await listMeetings(deps.db, c.req.valid("param").id, actorOf(c)) }, 200),
    )
    .openapi(create, async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const answer = await keyedRoute(c, deps.db, { userId: actor.userId, input: { id, input } }, async (tx) => {
        const { meeting, created } = await scheduleMeeting(tx, id, actor, input);
        return { status: created ? 201 : 200, body: { meeting } };
      });
      return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 200);
    })
    .openapi(act, async (c) => {
      const { id, meetingId } = c.req.valid("param");
      const meeting = await actOnMeeting(deps.db, id, meetingId, actorOf(c), c.req.valid("json").action);
      return c.json({ meeting }, 200);
    })
    .openapi(ics, async (c) => {
      const { id, meetingId } = c.req.valid("param");
      // The request's language (the reader's): the file's own words and its name follow it. The
      // viewer is its one attendee, by their own address (the other party's is never in it).
      const actor = { ...actorOf(c), email: requireViewer(c).user.email };
      const file = await meetingCalendarFile(deps, id, meetingId, actor, currentLocale());
      return c.body(file.body, 200, {
        "content-type": `text/calendar; charset=utf-8; method=${file.method}`,
        "content-disposition": `attachment; filename="${file.fileName}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    });
}
