import type { QueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@web/features/notifications/api/keys";

/** A notification was created, refreshed or read (maybe in another tab): the bell asks the server. */
export function refreshNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}
