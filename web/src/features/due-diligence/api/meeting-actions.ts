import type { TMeeting, TMeetingAction, TMeetingCreate } from "@domain/due-diligence/meetings-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

export function scheduleMeeting(processId: string, input: TMeetingCreate) {
  return apiFetch<{ meeting: TMeeting }>(`/api/due-diligence/${encodeURIComponent(processId)}/meetings`, {
    method: "POST",
    body: input,
  }).then((a) => a.meeting);
}

export function actOnMeeting(processId: string, meetingId: string, action: TMeetingAction["action"]) {
  const path = `/api/due-diligence/${encodeURIComponent(processId)}/meetings/${encodeURIComponent(meetingId)}`;
  return apiFetch<{ meeting: TMeeting }>(path, { method: "POST", body: { action } }).then((a) => a.meeting);
}

export function useScheduleMeeting(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMeetingCreate) => scheduleMeeting(processId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}

export function useMeetingAction(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, action }: { meetingId: string; action: TMeetingAction["action"] }) =>
      actOnMeeting(processId, meetingId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
