import type { TEmailPreferences } from "@domain/notifications/email-kinds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const emailPreferencesQueryKey = ["account", "email-preferences"] as const;

const emailPreferencesQueryOptions = queryOptions({
  queryKey: emailPreferencesQueryKey,
  queryFn: ({ signal }) => apiFetch<TEmailPreferences>("/api/account/email-preferences", { signal }),
});

/** How often each kind of e-mail reaches the viewer (decision 028). */
export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions);
}
