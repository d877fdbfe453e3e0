import type { TBusiness } from "@domain/schemas/businesses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

// The founders area owns the business form; campaigns only needs to know whether the business
// exists (campaigns require one). Areas do not import each other, so this reads the same
// endpoint under the same key and shape: both share one cache entry, and a save there is seen here.

export async function getFounderBusiness(): Promise<TBusiness | null> {
  const { business } = await apiFetch<{ business: TBusiness | null }>("/api/founder/business");
  return business;
}

export const founderBusinessQueryOptions = queryOptions({
  queryKey: ["founder", "business"] as const,
  queryFn: getFounderBusiness,
});

export function useFounderBusiness() {
  return useQuery(founderBusinessQueryOptions);
}
