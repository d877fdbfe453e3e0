import type { TInvestorPreferences } from "@domain/schemas/investors";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** Sectors, ticket sizes and risk; with none saved the server answers the form's defaults (isDefault). */
function getInvestorPreferences(signal?: AbortSignal) {
  return apiFetch<TInvestorPreferences>("/api/investor/preferences", { signal });
}

export const investorPreferencesQueryKey = ["investor", "preferences"] as const;
const investorPreferencesQueryOptions = queryOptions({
  queryKey: investorPreferencesQueryKey,
  queryFn: ({ signal }) => getInvestorPreferences(signal),
});

export function useInvestorPreferences() {
  return useQuery(investorPreferencesQueryOptions);
}
