import type { TBusinessDetail } from "@domain/schemas/businesses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

function getBusiness(id: string, signal?: AbortSignal) {
  return apiFetch<TBusinessDetail>(`/api/businesses/${encodeURIComponent(id)}`, { signal });
}

export const businessDetailKey = ["businesses", "detail"] as const;

function businessQueryOptions(viewerId: string | null, id: string) {
  return queryOptions({
    queryKey: [...businessDetailKey, viewerId ?? "visitor", id],
    queryFn: ({ signal }) => getBusiness(id, signal),
  });
}

export function useBusiness(viewerId: string | null, id: string) {
  return useQuery(businessQueryOptions(viewerId, id));
}
