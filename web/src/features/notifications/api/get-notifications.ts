import { POLL_INTERVALS_MS } from "@domain/constants/realtime";
import type { TNotificationList } from "@domain/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { pollWhileDown, useLiveStream } from "@web/lib/live-stream-status";
import { notificationKeys } from "./keys";

/** GET /api/notifications: the 10 newest, newest first, and the count of all unread. */
function getNotifications(signal?: AbortSignal) {
  return apiFetch<TNotificationList>("/api/notifications", { signal });
}

const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ signal }) => getNotifications(signal),
  staleTime: 0,
});

/** `enabled: false` holds the first request back (the bell waits for the page: `usePageSettled`). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const live = useLiveStream();
  return useQuery({
    ...notificationsQueryOptions,
    enabled,
    refetchInterval: pollWhileDown(live, POLL_INTERVALS_MS.notifications),
  });
}
