import type { TSavedMatches } from "@domain/schemas/matching";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { matchingKey } from "./get-matches";

const savedMatchesQueryOptions = queryOptions({
  queryKey: [...matchingKey, "saved"],
  queryFn: ({ signal }) => apiFetch<TSavedMatches>("/api/matching/saved", { signal }),
  staleTime: 0,
});

export function useSavedMatches(enabled = true) {
  return useQuery({ ...savedMatchesQueryOptions, enabled });
}
