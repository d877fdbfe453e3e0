import { MESSAGING_MESSAGES as M, MESSAGE_RATE_LIMIT } from "@domain/constants/messaging";
import {
  ZConversationListQuerySchema,
  ZConversationListSchema,
  ZMarkReadResultSchema,
  ZMessageListQuerySchema,
  ZMessageListSchema,
  ZSendMessageResultSchema,
  ZSendMessageSchema,
  ZStartConversationResultSchema,
  ZStartConversationSchema,
  ZUnreadCountSchema,
} from "@domain/schemas/messaging";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { ZIdempotencyKeyHeader } from "../../idempotency/idempotency-header";
import { keyedRoute } from "../../idempotency/keyed-route";
import { AppError } from "../../lib/errors";
import { keptAnswerResponse } from "../../lib/kept-answers";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { createRateLimiter } from "../../lib/rate-limit";
import {
  conversationMessages,
  keptConversationsPage,
  markConversationRead,
  sendMessage,
  startConversation,
  unreadMessageCount,
} from "./messaging.service";

// Any string: an id that is not a uuid is simply not found (404), never a 400 or a 500.
const ZIdParam = z.object({ id: z.string() });

const start = createRoute({
  method: "post",
  path: "/api/conversations",
  tags: ["messaging"],
  summary: "Get or start the conversation with a user (founders ↔ investors; admins with anyone)",
  request: { body: jsonBody(ZStartConversationSchema) },
  responses: {
    200: jsonResponse(ZStartConversationResultSchema, "The existing conversation"),
    201: jsonResponse(ZStartConversationResultSchema, "A new conversation"),
    ...errorResponses(400, 401, 403, 404),
  },
});

const list = createRoute({
  method: "get",
  path: "/api/conversations",
  tags: ["messaging"],
  summary: "The viewer's conversations, last message first; search by participant name",
  request: { query: ZConversationListQuerySchema },
  responses: { 200: jsonResponse(ZConversationListSchema, "The conversations"), ...errorResponses(400, 401, 403) },
});

const thread = createRoute({
  method: "get",
  path: "/api/conversations/{id}/messages",
  tags: ["messaging"],
  summary:
    "The latest messages of one of the viewer's conversations, oldest first; a founder's received messages that ask for money up front carry feeWarning",
  request: { params: ZIdParam, query: ZMessageListQuerySchema },
  responses: { 200: jsonResponse(ZMessageListSchema, "The messages"), ...errorResponses(400, 401, 403, 404) },
});

const send = createRoute({
  method: "post",
  path: "/api/conversations/{id}/messages",
  tags: ["messaging"],
  summary: "Send a message in one of the viewer's conversations (the sender is always the viewer)",
  request: { params: ZIdParam, body: jsonBody(ZSendMessageSchema), headers: ZIdempotencyKeyHeader },
  responses: {
    201: jsonResponse(ZSendMessageResultSchema, "The message"),
    ...errorResponses(400, 401, 403, 404, 422, 429),
  },
});

const markRead = createRoute({
  method: "post",
  path: "/api/conversations/{id}/read",
  tags: ["messaging"],
  summary: "Mark the messages the viewer received in a conversation read",
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZMarkReadResultSchema, "How many changed"), ...errorResponses(401, 403, 404) },
});

const unread = createRoute({
  method: "get",
  path: "/api/messages/unread-count",
  tags: ["messaging"],
  summary: "How many messages the viewer received and has not read, in all conversations",
  responses: { 200: jsonResponse(ZUnreadCountSchema, "The count"), ...errorResponses(401, 403) },
});

export function messagingRoutes(deps: AppDeps) {
  const { db } = deps;
  // Counted in the database: every server process on it shares one count per sender.
  const sendLimiter = createRateLimiter({
    db,
    name: "messages",
    max: deps.env.MESSAGE_RATE_LIMIT,
    windowMs: MESSAGE_RATE_LIMIT.windowMs,
  });
  return createRouter()
    .openapi(start, async (c) => {
      const viewer = requireViewer(c);
      const { participantId } = c.req.valid("json");
      const result = await startConversation(
        db,
        { id: viewer.user.id, role: viewer.profile?.role ?? null },
        participantId,
      );
      return c.json(result, result.created ? 201 : 200);
    })
    .openapi(list, async (c) => {
      return keptAnswerResponse(c, await keptConversationsPage(db, requireViewer(c), c.req.valid("query")));
    })
    .openapi(thread, async (c) => {
      const viewer = requireViewer(c);
      const { id } = c.req.valid("param");
      const reader = { id: viewer.user.id, role: viewer.profile?.role ?? null };
      return c.json(await conversationMessages(db, reader, id, c.req.valid("query")), 200);
    })
    .openapi(send, async (c) => {
      const viewer = requireViewer(c);
      if (!(await sendLimiter.hit(viewer.user.id))) throw new AppError("RATE_LIMITED", M.tooFast);
      const { id } = c.req.valid("param");
      // Only `content` is read from the body: whoever the body names, the sender is the viewer.
      const { content } = c.req.valid("json");
      const answer = await keyedRoute(c, db, { userId: viewer.user.id, input: { id, content } }, async (tx) => ({
        status: 201 as const,
        body: { message: await sendMessage(tx, viewer.user.id, id, content) },
      }));
      return c.json(answer.body, answer.status);
    })
    .openapi(markRead, async (c) => {
      const viewer = requireViewer(c);
      return c.json({ updated: await markConversationRead(db, viewer.user.id, c.req.valid("param").id) }, 200);
    })
    .openapi(unread, async (c) => {
      const viewer = requireViewer(c);
      return c.json({ unreadCount: await unreadMessageCount(db, viewer.user.id) }, 200);
    });
}
