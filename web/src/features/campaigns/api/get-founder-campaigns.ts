import type { TCampaign } from "@domain/schemas/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** The signed-in founder's campaigns, newest first. */
async function getFounderCampaigns(): Promise<TCampaign[]> {
  const { campaigns } = await apiFetch<{ campaigns: TCampaign[] }>("/api/founder/campaigns");
  return campaigns;
}

/** Every founder-campaign query starts with this, so one invalidation refreshes list and details. */
export const founderCampaignsQueryKey = ["founder", "campaigns"] as const;
export const founderCampaignsQueryOptions = queryOptions({
  queryKey: founderCampaignsQueryKey,
  queryFn: getFounderCampaigns,
});

export function useFounderCampaigns() {
  return useQuery(founderCampaignsQueryOptions);
}
