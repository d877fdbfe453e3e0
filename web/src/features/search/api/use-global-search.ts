import { GLOBAL_SEARCH_MIN_LENGTH } from "@domain/constants/search";
import type { TSearchResults } from "@domain/schemas/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { useEffect, useState } from "react";

/** GET /api/search: businesses, active campaigns and investors matching the words, each at most GLOBAL_SEARCH_PER_KIND. */
function getSearchResults(q: string, signal?: AbortSignal) {
  return apiFetch<TSearchResults>(`/api/search?${new URLSearchParams({ q })}`, { signal });
}

function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["search", q],
    queryFn: ({ signal }) => getSearchResults(q, signal),
    enabled: q.length >= GLOBAL_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    // The last results stay while the next ones load, so the list does not flash empty per key press.
    placeholderData: keepPreviousData,
  });
}

/** The term as typed, asked of the server once typing pauses for `delay` ms. */
export function useGlobalSearch(term: string, delay = 250) {
  const [settled, setSettled] = useState(term.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term.trim()), delay);
    return () => clearTimeout(timer);
  }, [term, delay]);
  const query = useQuery(searchQueryOptions(settled));
  const searchable = settled.length >= GLOBAL_SEARCH_MIN_LENGTH;
  return {
    results: searchable ? query.data : undefined,
    loading: searchable && (query.isPending || query.isPlaceholderData || settled !== term.trim()),
    failed: searchable && query.isError,
    settled,
  };
}
