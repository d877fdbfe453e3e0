import type { TUnsubscribeResult } from "@domain/notifications/email-kinds";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/email/unsubscribe with the e-mail link's own query (who, what, signature): works signed out. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (query: string) => apiFetch<TUnsubscribeResult>(`/api/email/unsubscribe?${query}`, { method: "POST" }),
  });
}
