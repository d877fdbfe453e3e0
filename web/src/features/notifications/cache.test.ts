import type { TNotification } from "@domain/schemas/notifications";
import { describe, expect, it } from "vitest";
import { markAllNotificationsRead, markNotificationRead } from "./cache";

const note = (id: string, read: boolean): TNotification => ({
  id,
  type: "message",
  title: "New message",
  description: "Kofi sent you a message",
  link: "/messages?contact=u1",
  read,
  createdAt: "2025-06-01T12:00:00.000Z",
});

describe("notification cache", () => {
  it("marks one read and lowers the count once", () => {
    const list = { notifications: [note("a", false), note("b", true)], unreadCount: 12 };
    const once = markNotificationRead(list, "a");
    expect(once?.notifications.map((n) => n.read)).toEqual([true, true]);
    expect(once?.unreadCount).toBe(11);
    expect(markNotificationRead(once, "a")).toBe(once);
    expect(markNotificationRead(list, "missing")).toBe(list);
  });

  it("marks all read, the ones not listed included", () => {
    const all = markAllNotificationsRead({ notifications: [note("a", false)], unreadCount: 40 });
    expect(all).toEqual({ notifications: [note("a", true)], unreadCount: 0 });
  });
});
