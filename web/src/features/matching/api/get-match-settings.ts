import type { TMatchSettingsAnswer } from "@domain/schemas/matching";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { matchingKey } from "./get-matches";

export const matchSettingsQueryKey = [...matchingKey, "settings"] as const;

const matchSettingsQueryOptions = queryOptions({
  queryKey: matchSettingsQueryKey,
  queryFn: ({ signal }) => apiFetch<TMatchSettingsAnswer>("/api/settings/algorithm", { signal }),
});

export function useMatchSettings() {
  return useQuery(matchSettingsQueryOptions);
}
