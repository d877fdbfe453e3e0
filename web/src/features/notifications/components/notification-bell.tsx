import { NOTIFICATION_MESSAGES } from "@domain/constants/notifications";
import { formatUnreadBadge } from "@domain/format";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { useNotifications } from "@web/features/notifications/api/get-notifications";
import { usePageSettled } from "@web/lib/use-page-settled";
import { Bell } from "lucide-react";

/** "Notifications" or "Notifications, 3 unread": the bell's name says what its badge shows. */
export function bellLabel(unreadCount: number): string {
  const badge = formatUnreadBadge(unreadCount);
  return badge
    ? m.notifications_bellLabelUnread({ count: unreadCount, title: NOTIFICATION_MESSAGES.title, badge })
    : NOTIFICATION_MESSAGES.title;
}

const Menu = loadOnUse(() =>
  import("@web/features/notifications/components/notification-menu").then((m) => m.NotificationMenu),
);

/**
 * The top bar's bell (spec part 1, shell): the 10 newest notifications in a list at most 300 px
 * high, relative times, an unread badge capped at 99+, a click marks one read and follows its
 * link, and Mark all as read. The live stream keeps it current; it polls only while the stream is
 * down. The menu's code (notification-menu.tsx) loads when the bell is first used. Its count is
 * asked for once the page has painted its own content: the page's data and render come first.
 */
export function NotificationBell() {
  const query = useNotifications({ enabled: usePageSettled() });
  const unread = query.data?.unreadCount ?? 0;
  const badge = formatUnreadBadge(unread);
  return (
    <Menu
      trigger={
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)}>
          <Bell aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      }
    />
  );
}
