import type { TInvestorPublic } from "@domain/schemas/investors";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { investorsKey } from "./keys";

/** The public investor page; the id is the investor's user id. Unknown or not an investor: 404. */
async function getInvestor(userId: string, signal?: AbortSignal): Promise<TInvestorPublic> {
  const { investor } = await apiFetch<{ investor: TInvestorPublic }>(`/api/investors/${encodeURIComponent(userId)}`, {
    signal,
  });
  return investor;
}

function investorQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...investorsKey, "detail", userId],
    queryFn: ({ signal }) => getInvestor(userId, signal),
  });
}

export function useInvestor(userId: string) {
  return useQuery(investorQueryOptions(userId));
}
