import type { TNotificationList, TNotificationResult } from "@domain/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { markNotificationRead } from "@web/features/notifications/cache";
import { UPDATE_FAILED } from "@web/features/notifications/texts";
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
      toast.error(UPDATE_FAILED, { description: error.message });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
