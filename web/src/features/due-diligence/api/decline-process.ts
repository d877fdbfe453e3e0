import type { TDeclineInput, TProcess } from "@domain/due-diligence/process-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Decline with a reason and an optional note, by either party (409 once approved or declined). */
function declineProcess(id: string, input: TDeclineInput) {
  const path = `/api/due-diligence/${encodeURIComponent(id)}/decline`;
  return apiFetch<{ process: TProcess }>(path, { method: "POST", body: input }).then((a) => a.process);
}

export function useDeclineProcess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeclineInput) => declineProcess(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
