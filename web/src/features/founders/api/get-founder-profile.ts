import type { TFounderProfile } from "@domain/schemas/founders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

async function getFounderProfile(): Promise<TFounderProfile> {
  const { founder } = await apiFetch<{ founder: TFounderProfile }>("/api/founder/profile");
  return founder;
}

export const founderProfileQueryKey = ["founder", "profile"] as const;
const founderProfileQueryOptions = queryOptions({
  queryKey: founderProfileQueryKey,
  queryFn: getFounderProfile,
});

export function useFounderProfile() {
  return useQuery(founderProfileQueryOptions);
}
