import { NOTIFICATION_MESSAGES } from "@domain/constants/notifications";
import { formatRelativeTime } from "@domain/format";
import type { TNotification } from "@domain/schemas/notifications";
import { m } from "@i18n/messages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { Spinner } from "@web/components/ui/spinner";
import { useNotifications } from "@web/features/notifications/api/get-notifications";
import { useMarkAllNotificationsRead } from "@web/features/notifications/api/mark-all-notifications-read";
import { useMarkNotificationRead } from "@web/features/notifications/api/mark-notification-read";
import { NOTIFICATIONS_MAX_HEIGHT_PX } from "@web/features/notifications/layout";
import { cn } from "@web/lib/cn";
import { useNow } from "@web/lib/use-now";
import { CheckCheck } from "lucide-react";
import type { ReactElement } from "react";
import { useNavigate } from "react-router";

/** The bell's menu (Radix), loaded by NotificationBell on first use and open at once. */
export function NotificationMenu({ trigger }: { trigger: ReactElement }) {
  const navigate = useNavigate();
  const query = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;

  const open = (notification: TNotification) => {
    if (!notification.read) markOne.mutate(notification.id);
    if (notification.link) navigate(notification.link);
  };

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-1 pt-1">
          <DropdownMenuLabel>{NOTIFICATION_MESSAGES.title}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={unread === 0}
            className="text-primary data-[disabled]:cursor-default data-[disabled]:opacity-60"
            // The menu stays open, so the list shows everything read.
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {NOTIFICATION_MESSAGES.markAllRead}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0" />
        <NotificationList query={query} onOpen={open} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationList({
  query,
  onOpen,
}: {
  query: ReturnType<typeof useNotifications>;
  onOpen: (notification: TNotification) => void;
}) {
  const now = useNow(60_000);
  if (query.isPending) {
    return (
      <div className="flex justify-center p-4">
        <Spinner label={m.notifications_loading()} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="px-3 pb-3 text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  const { notifications } = query.data;
  if (notifications.length === 0) {
    return <p className="px-3 pt-1 pb-4 text-sm text-muted-foreground">{NOTIFICATION_MESSAGES.empty}</p>;
  }
  return (
    <DropdownMenuGroup
      aria-label={m.notifications_latest()}
      className="overflow-y-auto p-1"
      style={{ maxHeight: NOTIFICATIONS_MAX_HEIGHT_PX }}
    >
      {notifications.map((n) => (
        <DropdownMenuItem key={n.id} onSelect={() => onOpen(n)} className="items-start gap-3 py-2.5">
          <span
            aria-hidden="true"
            className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-primary")}
          />
          <span className="min-w-0 flex-1 space-y-0.5">
            <span className={cn("block truncate", !n.read && "font-semibold")}>
              {!n.read && <span className="sr-only">{m.notifications_unreadPrefix()} </span>}
              {n.title}
            </span>
            {n.description && <span className="line-clamp-2 block text-muted-foreground">{n.description}</span>}
            <time dateTime={n.createdAt} className="block text-xs text-muted-foreground">
              {formatRelativeTime(n.createdAt, now)}
            </time>
          </span>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  );
}
