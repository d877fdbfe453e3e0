import type { TProcess } from "@domain/due-diligence/process-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Restart a declined process from Initial Contact: the investor only (409 otherwise). */
function restartProcess(id: string) {
  const path = `/api/due-diligence/${encodeURIComponent(id)}/restart`;
  return apiFetch<{ process: TProcess }>(path, { method: "POST", body: {} }).then((a) => a.process);
}

export function useRestartProcess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restartProcess(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
