import type { TMeetingList } from "@domain/due-diligence/meetings-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

function getMeetings(processId: string, signal?: AbortSignal) {
  return apiFetch<TMeetingList>(`/api/due-diligence/${encodeURIComponent(processId)}/meetings`, { signal }).then(
    (a) => a.meetings,
  );
}

export function useMeetings(processId: string) {
  return useQuery({
    queryKey: dueDiligenceKeys.meetings(processId),
    queryFn: ({ signal }) => getMeetings(processId, signal),
  });
}

/** The .ics download for one meeting. */
export const meetingIcsHref = (processId: string, meetingId: string) =>
  `/api/due-diligence/${encodeURIComponent(processId)}/meetings/${encodeURIComponent(meetingId)}/ics`;
