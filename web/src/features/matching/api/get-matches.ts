import type { TMatchList } from "@domain/schemas/matching";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** Every matching query (matches, saved, settings, similar) starts with this key. */
export const matchingKey = ["matching"] as const;

export type MatchFilters = { search?: string; sector?: string; minScore?: string; label?: string; limit?: number };

function getMatches(filters: MatchFilters, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "") query.set(key, String(value));
  return apiFetch<TMatchList>(`/api/matching/matches?${query}`, { signal });
}

export function matchesQueryOptions(filters: MatchFilters) {
  return queryOptions({
    queryKey: [...matchingKey, "matches", filters],
    queryFn: ({ signal }) => getMatches(filters, signal),
    // The server keeps them and recomputes only when something changed, so ask on each visit; but
    // not twice on the first: the page's prefetch (started with its code) is still fresh when the
    // page mounts, where a staleTime of 0 sent the same request again.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}

/** The viewer's matches (investor: businesses; founder: investors). The dashboards use limit 4. */
export function useMatches(filters: MatchFilters) {
  return useQuery(matchesQueryOptions(filters));
}
