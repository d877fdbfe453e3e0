import type { TProcessLookup } from "@domain/due-diligence/process-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

function getProcessLookup(businessId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ businessId });
  return apiFetch<TProcessLookup>(`/api/due-diligence/lookup?${query}`, { signal });
}

/** The investor's process for a business, if any (the spec's lookup runs only for investors). */
export const processLookupQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: dueDiligenceKeys.lookup(businessId),
    queryFn: ({ signal }) => getProcessLookup(businessId, signal),
  });

export function useProcessLookup(businessId: string, enabled: boolean) {
  return useQuery({ ...processLookupQueryOptions(businessId), enabled });
}
