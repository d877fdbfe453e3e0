import type { TMeeting, TMeetingCreate } from "@domain/due-diligence/meetings-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";
import { useKeyedAction } from "@web/lib/idempotency";

/** Schedule Meeting: a proposal the other party approves or declines. */
function scheduleMeeting(processId: string, input: TMeetingCreate, idempotencyKey: string) {
  return apiFetch<{ meeting: TMeeting }>(`/api/due-diligence/${encodeURIComponent(processId)}/meetings`, {
    method: "POST",
    body: input,
    idempotencyKey,
  }).then((a) => a.meeting);
}

export function useScheduleMeeting(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedAction(
      (input: TMeetingCreate, key) => scheduleMeeting(processId, input, key),
      (input) => ({ processId, input }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
