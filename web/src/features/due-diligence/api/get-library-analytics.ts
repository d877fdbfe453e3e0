import type { TLibraryAnalytics } from "@domain/due-diligence/analytics-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Under the area's root key, so a share or an open refreshes it. */
const analyticsKey = [...dueDiligenceKeys.all, "library-analytics"] as const;

/** For each library document: the investors it went to and each one's opens (the founder's). */
function getLibraryAnalytics(signal?: AbortSignal) {
  return apiFetch<TLibraryAnalytics>("/api/due-diligence/library/analytics", { signal });
}

const libraryAnalyticsQueryOptions = queryOptions({
  queryKey: analyticsKey,
  queryFn: ({ signal }) => getLibraryAnalytics(signal),
});

export const useLibraryAnalytics = () => useQuery(libraryAnalyticsQueryOptions);
