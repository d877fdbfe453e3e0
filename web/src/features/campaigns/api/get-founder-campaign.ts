import type { TCampaign } from "@domain/schemas/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { founderCampaignsQueryKey } from "./get-founder-campaigns";

/** One of the founder's campaigns; another founder's answers 404. */
async function getFounderCampaign(id: string): Promise<TCampaign> {
  const { campaign } = await apiFetch<{ campaign: TCampaign }>(`/api/founder/campaigns/${encodeURIComponent(id)}`);
  return campaign;
}

const founderCampaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...founderCampaignsQueryKey, id],
    queryFn: () => getFounderCampaign(id),
  });

export function useFounderCampaign(id: string) {
  return useQuery(founderCampaignQueryOptions(id));
}
