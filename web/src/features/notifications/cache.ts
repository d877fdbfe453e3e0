import type { TNotificationList } from "@domain/schemas/notifications";

/** One notification read: its dot goes and the unread count drops by one. */
export function markNotificationRead(list: TNotificationList | undefined, id: string): TNotificationList | undefined {
  const target = list?.notifications.find((n) => n.id === id);
  if (!list || !target || target.read) return list;
  return {
    notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

/** Every one of the viewer's notifications read, including those beyond the 10 shown. */
export function markAllNotificationsRead(list: TNotificationList | undefined): TNotificationList | undefined {
  if (!list) return list;
  return { notifications: list.notifications.map((n) => (n.read ? n : { ...n, read: true })), unreadCount: 0 };
}
