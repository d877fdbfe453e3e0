import type { TNotificationList, TNotificationResult } from "@domain/schemas/notifications";
import { m } from "@i18n/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { markNotificationRead } from "@web/features/notifications/cache";
import { apiFetch } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { notificationKeys } from "./keys";

/** POST /api/notifications/{id}/read */
function markNotificationReadRequest(id: string) {
  return apiFetch<TNotificationResult>(`/api/notifications/${encodeURIComponent(id)}/read`, { body: {} });
}

/** The bell changes at once; if the call fails it is put back from the server, and the user is told. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationReadRequest,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      queryClient.setQueryData<TNotificationList>(notificationKeys.list, (d) => markNotificationRead(d, id));
    },
    onError: (error) => {
      toast.error(m.notifications_updateFailed(), { description: error.message });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
