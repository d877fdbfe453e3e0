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

export const NOTIFICATION_MESSAGES = {
  title: "Notifications",
  markAllRead: "Mark all as read",
  empty: "No notifications",
  newMessageTitle: "New message",
  /** {name} is the sender's display name. */
  newMessageDescription: "{name} sent you a message",
  notFound: "Notification not found",
} as const;
