import type { TFeed } from "@domain/schemas/landing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export function getFeed(signal?: AbortSignal) {
  return apiFetch<TFeed>("/api/feed", { signal });
}

export const feedQueryOptions = queryOptions({
  queryKey: ["feed"],
  queryFn: ({ signal }) => getFeed(signal),
  staleTime: 60_000,
});

export function useFeed() {
  return useQuery(feedQueryOptions);
}
