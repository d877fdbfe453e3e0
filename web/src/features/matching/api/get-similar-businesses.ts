import type { TSimilarBusinesses } from "@domain/schemas/matching";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { matchingKey } from "./get-matches";

function similarBusinessesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: [...matchingKey, "similar", businessId],
    queryFn: ({ signal }) =>
      apiFetch<TSimilarBusinesses>(`/api/matching/similar/${encodeURIComponent(businessId)}`, { signal }),
  });
}

export function useSimilarBusinesses(businessId: string, enabled: boolean) {
  return useQuery({ ...similarBusinessesQueryOptions(businessId), enabled });
}
