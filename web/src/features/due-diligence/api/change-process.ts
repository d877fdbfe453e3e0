import type { TDeclineInput, TProcess } from "@domain/due-diligence/process-schemas";
import type { DueDiligenceStatus } from "@domain/due-diligence/stages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

export type ProcessChange =
  | { action: "advance"; from: DueDiligenceStatus }
  | { action: "decline"; input: TDeclineInput }
  | { action: "approve" }
  | { action: "restart" };

/** Move to Next Step, Decline, Approve or Restart; the server checks the transition (409 otherwise). */
export function changeProcess(id: string, change: ProcessChange) {
  const path = `/api/due-diligence/${encodeURIComponent(id)}/${change.action}`;
  const body = change.action === "advance" ? { from: change.from } : change.action === "decline" ? change.input : {};
  return apiFetch<{ process: TProcess }>(path, { method: "POST", body }).then((a) => a.process);
}

export function useChangeProcess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProcessChange) => changeProcess(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
