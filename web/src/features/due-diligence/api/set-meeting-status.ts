import type { TMeeting, TMeetingAction } from "@domain/due-diligence/meetings-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Approve, decline, complete or cancel a meeting; the server checks who may and when (409 otherwise). */
function setMeetingStatus(processId: string, meetingId: string, action: TMeetingAction["action"]) {
  const path = `/api/due-diligence/${encodeURIComponent(processId)}/meetings/${encodeURIComponent(meetingId)}`;
  return apiFetch<{ meeting: TMeeting }>(path, { method: "POST", body: { action } }).then((a) => a.meeting);
}

export function useSetMeetingStatus(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, action }: { meetingId: string; action: TMeetingAction["action"] }) =>
      setMeetingStatus(processId, meetingId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
