import {
  AMOUNT_RANGES,
  type AmountRange,
  BUSINESS_STAGES,
  type BusinessStage,
  CATALOGUE_PAGE_SIZE,
} from "@domain/constants/businesses";
import type { TBusinessPage } from "@domain/schemas/businesses";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type BusinessFilters = {
  search: string;
  sector: string;
  stage: BusinessStage | "";
  amount: AmountRange | "";
  saved: boolean;
  /** Only the businesses the viewer passed (the Passed view, where a pass is taken back). */
  passed: boolean;
};

/** Filters read from the URL, with values the API would refuse dropped rather than sent. */
export function businessFiltersFrom(
  raw: Record<"search" | "sector" | "stage" | "amount" | "saved" | "passed", string>,
) {
  return {
    search: raw.search.trim(),
    sector: raw.sector,
    stage: (BUSINESS_STAGES as readonly string[]).includes(raw.stage) ? (raw.stage as BusinessStage) : "",
    amount: raw.amount in AMOUNT_RANGES ? (raw.amount as AmountRange) : "",
    saved: raw.saved === "true",
    // One view at a time: a hand-made address asking for both shows Saved.
    passed: raw.passed === "true" && raw.saved !== "true",
  } satisfies BusinessFilters;
}

function getBusinesses(filters: BusinessFilters, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.sector) query.set("sector", filters.sector);
  if (filters.stage) query.set("stage", filters.stage);
  if (filters.amount) query.set("amount", filters.amount);
  if (filters.saved) query.set("saved", "true");
  if (filters.passed) query.set("passed", "true");
  query.set("limit", String(CATALOGUE_PAGE_SIZE));
  query.set("offset", String(offset));
  return apiFetch<TBusinessPage>(`/api/businesses?${query}`, { signal });
}

/** Every cached list of businesses, for one viewer (saved flags and passed cards differ per viewer). */
export const businessListsKey = ["businesses", "list"] as const;

function businessesQueryOptions(viewerId: string | null, filters: BusinessFilters) {
  return infiniteQueryOptions({
    queryKey: [...businessListsKey, viewerId ?? "visitor", filters],
    queryFn: ({ pageParam, signal }) => getBusinesses(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // The old cards stay while a new filter loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useBusinesses(viewerId: string | null, filters: BusinessFilters) {
  return useInfiniteQuery(businessesQueryOptions(viewerId, filters));
}
