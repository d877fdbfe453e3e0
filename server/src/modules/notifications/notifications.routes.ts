import { NOTIFICATION_MESSAGES, NOTIFICATIONS_LIMIT } from "@domain/constants/notifications";
import { ZMarkReadResultSchema } from "@domain/schemas/messaging";
import { ZNotificationListSchema, ZNotificationResultSchema } from "@domain/schemas/notifications";
import { createRoute } from "@hono/zod-openapi";
import { getLocale } from "@i18n/runtime";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { dataVersionsFor, viewerVersion } from "../../db/data-versions";
import { AppError } from "../../lib/errors";
import { keptAnswer, keptAnswerResponse } from "../../lib/kept-answers";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { isUuid } from "../../lib/postgres";
import { publish } from "../../realtime/publish";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "./notifications.queries";

// Any string: an id that is not a uuid is simply not found (404).
const ZIdParam = z.object({ id: z.string() });

const list = createRoute({
  method: "get",
  path: "/api/notifications",
  tags: ["notifications"],
  summary: "The viewer's 10 newest notifications and their unread count",
  responses: { 200: jsonResponse(ZNotificationListSchema, "The notifications"), ...errorResponses(401) },
});

const readOne = createRoute({
  method: "post",
  path: "/api/notifications/{id}/read",
  tags: ["notifications"],
  summary: "Mark one of the viewer's notifications read",
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZNotificationResultSchema, "The notification, read"),
    ...errorResponses(401, 404),
  },
});

const readAll = createRoute({
  method: "post",
  path: "/api/notifications/read-all",
  tags: ["notifications"],
  summary: "Mark all the viewer's unread notifications read",
  responses: { 200: jsonResponse(ZMarkReadResultSchema, "How many changed"), ...errorResponses(401) },
});

export function notificationsRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(list, async (c) => {
      const viewer = requireViewer(c);
      // Kept whole while the viewer's counter holds (decision 042; it moves when a transaction
      // that notified them commits), per language: each is rendered in the reader's.
      const version = viewerVersion(await dataVersionsFor(db, viewer), "notifications");
      const key = `notifications:${viewer.user.id}:${getLocale()}`;
      return keptAnswerResponse(
        c,
        await keptAnswer(db, key, version, () => listNotifications(db, viewer.user.id, NOTIFICATIONS_LIMIT)),
      );
    })
    .openapi(readAll, async (c) => {
      const viewer = requireViewer(c);
      const updated = await markAllNotificationsRead(db, viewer.user.id);
      if (updated > 0)
        await publish(db, viewer.user.id, { kind: "notification", change: "read", notificationId: null });
      return c.json({ updated }, 200);
    })
    .openapi(readOne, async (c) => {
      const viewer = requireViewer(c);
      const { id } = c.req.valid("param");
      const notification = isUuid(id) ? await markNotificationRead(db, viewer.user.id, id) : null;
      if (!notification) throw new AppError("NOT_FOUND", NOTIFICATION_MESSAGES.notFound);
      await publish(db, viewer.user.id, { kind: "notification", change: "read", notificationId: notification.id });
      return c.json({ notification }, 200);
    });
}
