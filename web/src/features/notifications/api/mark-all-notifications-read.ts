import type { TMarkReadResult } from "@domain/schemas/messaging";
import type { TNotificationList } from "@domain/schemas/notifications";
import { m } from "@i18n/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { markAllNotificationsRead } from "@web/features/notifications/cache";
import { apiFetch } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { notificationKeys } from "./keys";

/** POST /api/notifications/read-all: only the viewer's unread rows. */
function markAllNotificationsReadRequest() {
  return apiFetch<TMarkReadResult>("/api/notifications/read-all", { body: {} });
}

/** Mark all as read: the badge clears at once; if the call fails it is put back from the server. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsReadRequest,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      queryClient.setQueryData<TNotificationList>(notificationKeys.list, markAllNotificationsRead);
    },
    onError: (error) => {
      toast.error(m.notifications_updateFailed(), { description: error.message });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
