import { BUSINESS_STAGES, type BusinessStage, CATALOGUE_PAGE_SIZE } from "@domain/constants/businesses";
import type { TDealPage } from "@domain/schemas/deals";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type DealFilters = { search: string; sector: string; stage: BusinessStage | "" };

/** Filters read from the URL; a stage the API would refuse is dropped rather than sent. */
export function dealFiltersFrom(raw: Record<"search" | "sector" | "stage", string>): DealFilters {
  return {
    search: raw.search.trim(),
    sector: raw.sector,
    stage: (BUSINESS_STAGES as readonly string[]).includes(raw.stage) ? (raw.stage as BusinessStage) : "",
  };
}

function getDeals(filters: DealFilters, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.sector) query.set("sector", filters.sector);
  if (filters.stage) query.set("stage", filters.stage);
  query.set("limit", String(CATALOGUE_PAGE_SIZE));
  query.set("offset", String(offset));
  return apiFetch<TDealPage>(`/api/deals?${query}`, { signal });
}

function dealsQueryOptions(filters: DealFilters) {
  return infiniteQueryOptions({
    queryKey: ["deals", "list", filters],
    queryFn: ({ pageParam, signal }) => getDeals(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDeals(filters: DealFilters) {
  return useInfiniteQuery(dealsQueryOptions(filters));
}
