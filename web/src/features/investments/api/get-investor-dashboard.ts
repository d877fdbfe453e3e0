import type { TInvestorDashboard } from "@domain/schemas/investments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { myInvestmentsKey } from "./get-my-investments";

function getInvestorDashboard(signal?: AbortSignal) {
  return apiFetch<TInvestorDashboard>("/api/investor/dashboard", { signal });
}

export const investorDashboardQueryOptions = queryOptions({
  queryKey: [...myInvestmentsKey, "dashboard"],
  queryFn: ({ signal }) => getInvestorDashboard(signal),
});

export function useInvestorDashboard() {
  return useQuery(investorDashboardQueryOptions);
}
