import type { TCampaign, TCampaignUpdate } from "@domain/schemas/campaigns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { founderCampaignsQueryKey } from "./get-founder-campaigns";

async function updateCampaign({ id, input }: { id: string; input: TCampaignUpdate }): Promise<TCampaign> {
  const { campaign } = await apiFetch<{ campaign: TCampaign }>(`/api/founder/campaigns/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
  });
  return campaign;
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData([...founderCampaignsQueryKey, campaign.id], campaign);
      return queryClient.invalidateQueries({ queryKey: founderCampaignsQueryKey, exact: true });
    },
  });
}
