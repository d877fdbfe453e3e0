import type { TInvestorProfile } from "@domain/schemas/investors";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** The signed-in investor's own profile (built from the registration profile until first saved). */
async function getInvestorProfile(signal?: AbortSignal): Promise<TInvestorProfile> {
  const { investor } = await apiFetch<{ investor: TInvestorProfile }>("/api/investor/profile", { signal });
  return investor;
}

export const investorProfileQueryKey = ["investor", "profile"] as const;
const investorProfileQueryOptions = queryOptions({
  queryKey: investorProfileQueryKey,
  queryFn: ({ signal }) => getInvestorProfile(signal),
});

export function useInvestorProfile(enabled = true) {
  return useQuery({ ...investorProfileQueryOptions, enabled });
}
