import type { TMeeting, TMeetingCreate } from "@domain/due-diligence/meetings-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Schedule Meeting: a proposal the other party approves or declines. */
function scheduleMeeting(processId: string, input: TMeetingCreate) {
  return apiFetch<{ meeting: TMeeting }>(`/api/due-diligence/${encodeURIComponent(processId)}/meetings`, {
    method: "POST",
    body: input,
  }).then((a) => a.meeting);
}

export function useScheduleMeeting(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMeetingCreate) => scheduleMeeting(processId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
