import type { TBusiness } from "@domain/schemas/businesses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** The founder's one business, or null before they first save it. */
async function getFounderBusiness(): Promise<TBusiness | null> {
  const { business } = await apiFetch<{ business: TBusiness | null }>("/api/founder/business");
  return business;
}

export const founderBusinessQueryKey = ["founder", "business"] as const;
export const founderBusinessQueryOptions = queryOptions({
  queryKey: founderBusinessQueryKey,
  queryFn: getFounderBusiness,
});

export function useFounderBusiness() {
  return useQuery(founderBusinessQueryOptions);
}
