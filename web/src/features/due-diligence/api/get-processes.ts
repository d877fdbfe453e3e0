import type { TProcessList } from "@domain/due-diligence/process-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

/** The viewer's processes (as investor, or as the owner of the business), last updated first. */
function getProcesses(signal?: AbortSignal) {
  return apiFetch<TProcessList>("/api/due-diligence?limit=100", { signal });
}

export const processesQueryOptions = queryOptions({
  queryKey: dueDiligenceKeys.list,
  queryFn: ({ signal }) => getProcesses(signal),
});

export function useProcesses(enabled = true) {
  return useQuery({ ...processesQueryOptions, enabled });
}
