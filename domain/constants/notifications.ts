import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

export const NOTIFICATIONS_LIMIT = 10;

export const UNREAD_BADGE_CAP = 99;
export const UNREAD_BADGE_CAP_TEXT = "99+";

const NOTIFICATION_TYPES = [
  "message",
  "interest",
  "document",
  "due_diligence",
  "investment",
  "meeting",
  "system",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MESSAGES = localized({
  title: m.domain_notificationsTitle,
  markAllRead: m.domain_notificationsMarkAllRead,
  empty: m.domain_notificationsEmpty,
  newMessageTitle: m.domain_notificationsNewMessageTitle,
  /** {name} is the sender's display name, left for the caller to fill. */
  newMessageDescription: () => m.domain_notificationsNewMessageDescription({ name: "{name}" }),
  notFound: m.domain_notificationsNotFound,
});
