import { INVESTMENTS_PAGE_SIZE } from "@domain/constants/investments";
import type { TInvestmentPage } from "@domain/schemas/investments";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

function getMyInvestments(offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(INVESTMENTS_PAGE_SIZE), offset: String(offset) });
  return apiFetch<TInvestmentPage>(`/api/investor/investments?${query}`, { signal });
}

/**
 * Everything cached about the investor's own investments. Invest Now (campaigns area) refreshes
 * this same key by its value, since areas do not import each other.
 */
export const myInvestmentsKey = ["investments", "mine"] as const;

const myInvestmentsQueryOptions = infiniteQueryOptions({
  queryKey: [...myInvestmentsKey, "list"],
  queryFn: ({ pageParam, signal }) => getMyInvestments(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last) => last.nextOffset ?? undefined,
});

export function useMyInvestments(enabled = true) {
  return useInfiniteQuery({ ...myInvestmentsQueryOptions, enabled });
}
