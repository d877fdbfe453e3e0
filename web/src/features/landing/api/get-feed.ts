import type { TFeed } from "@domain/schemas/landing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

function getFeed(signal?: AbortSignal) {
  return apiFetch<TFeed>("/api/feed", { signal });
}

const feedQueryOptions = queryOptions({
  queryKey: ["feed"],
  queryFn: ({ signal }) => getFeed(signal),
  staleTime: 60_000,
});

export function useFeed() {
  return useQuery(feedQueryOptions);
}
