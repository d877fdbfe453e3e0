import type { TEmailPreferences } from "@domain/notifications/email-kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { emailPreferencesQueryKey } from "./get-email-preferences";

/** PUT /api/account/email-preferences: every kind's choice at once. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TEmailPreferences) =>
      apiFetch<TEmailPreferences>("/api/account/email-preferences", { method: "PUT", body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryKey, saved),
  });
}
