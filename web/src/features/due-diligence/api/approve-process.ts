import type { TProcess } from "@domain/due-diligence/process-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Approve the deal: the investor only, at Closing (409 otherwise). */
function approveProcess(id: string) {
  const path = `/api/due-diligence/${encodeURIComponent(id)}/approve`;
  return apiFetch<{ process: TProcess }>(path, { method: "POST", body: {} }).then((a) => a.process);
}

export function useApproveProcess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveProcess(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
