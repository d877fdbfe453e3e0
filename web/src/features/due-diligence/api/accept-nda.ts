import type { TNdaAcceptance, TNdaAcceptInput } from "@domain/due-diligence/nda/nda-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** The investor accepts the process's NDA with their full name (once; a second call answers the first). */
export function useAcceptNda(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNdaAcceptInput) =>
      apiFetch<{ acceptance: TNdaAcceptance }>(`/api/due-diligence/${encodeURIComponent(processId)}/nda/accept`, {
        method: "POST",
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
