import { SECTORS } from "@domain/constants/businesses";
import { INVESTOR_TYPES, INVESTORS_PAGE_SIZE, type InvestorType } from "@domain/constants/investors";
import type { TInvestorPage } from "@domain/schemas/investors";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { investorsKey } from "./keys";

export type InvestorFilters = { search: string; type: InvestorType | ""; sector: string };

/** Filters read from the URL, with values the API would refuse dropped rather than sent. */
export function investorFiltersFrom(raw: Record<"search" | "type" | "sector", string>): InvestorFilters {
  return {
    search: raw.search.trim(),
    type: (INVESTOR_TYPES as readonly string[]).includes(raw.type) ? (raw.type as InvestorType) : "",
    sector: (SECTORS as readonly string[]).includes(raw.sector) ? raw.sector : "",
  };
}

function getInvestors(filters: InvestorFilters, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.type) query.set("type", filters.type);
  if (filters.sector) query.set("sector", filters.sector);
  query.set("limit", String(INVESTORS_PAGE_SIZE));
  query.set("offset", String(offset));
  return apiFetch<TInvestorPage>(`/api/investors?${query}`, { signal });
}

/** Every cached directory list and public investor page. */
function investorsQueryOptions(filters: InvestorFilters) {
  return infiniteQueryOptions({
    queryKey: [...investorsKey, "list", filters],
    queryFn: ({ pageParam, signal }) => getInvestors(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // The old cards stay while a new filter loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useInvestors(filters: InvestorFilters) {
  return useInfiniteQuery(investorsQueryOptions(filters));
}
