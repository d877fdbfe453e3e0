import type { TTimeline } from "@domain/due-diligence/timeline-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Under the area's root key: any due-diligence change (or notification) refreshes the timeline too. */
const timelineKey = (processId: string) => [...dueDiligenceKeys.all, "timeline", processId] as const;

/** The process's timeline, oldest first (its newest events). */
function getTimeline(processId: string, signal?: AbortSignal) {
  return apiFetch<TTimeline>(`/api/due-diligence/${encodeURIComponent(processId)}/timeline`, { signal });
}

function timelineQueryOptions(processId: string) {
  return queryOptions({ queryKey: timelineKey(processId), queryFn: ({ signal }) => getTimeline(processId, signal) });
}

export const useTimeline = (processId: string) => useQuery(timelineQueryOptions(processId));
