import type { TProcess } from "@domain/due-diligence/process-schemas";
import type { DueDiligenceStatus } from "@domain/due-diligence/stages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Move to Next Step from the stage the viewer saw, so a double click moves one stage only (409 when the stage cannot advance). */
function advanceProcess(id: string, input: { from: DueDiligenceStatus }) {
  const path = `/api/due-diligence/${encodeURIComponent(id)}/advance`;
  return apiFetch<{ process: TProcess }>(path, { method: "POST", body: input }).then((a) => a.process);
}

export function useAdvanceProcess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { from: DueDiligenceStatus }) => advanceProcess(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
