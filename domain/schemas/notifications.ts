import { z } from "zod";
import { zText } from "./fields";

// Notifications: the bell's API contract (spec part 1, sections 3, 7). Times are ISO 8601 strings.

const ZNotificationSchema = z.object({
  id: z.uuid(),
  /** One of NOTIFICATION_TYPES; unknown types from newer servers are shown like "system". */
  type: zText(),
  title: zText(),
  description: zText(),
  /** An in-app path a click leads to, or null. */
  link: zText().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListSchema = z.object({
  /** The 10 most recent, newest first. */
  notifications: z.array(ZNotificationSchema),
  /** All the viewer's unread notifications, not only those in the list. */
  unreadCount: z.number().int().min(0),
});
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;

export const ZNotificationResultSchema = z.object({ notification: ZNotificationSchema });
export type TNotificationResult = z.infer<typeof ZNotificationResultSchema>;
