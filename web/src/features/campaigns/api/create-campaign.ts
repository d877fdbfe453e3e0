import type { TCampaign, TCampaignCreate } from "@domain/schemas/campaigns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { founderCampaignsQueryKey } from "./get-founder-campaigns";

/** 409 BUSINESS_REQUIRED without a business; 409 when it would be a second active campaign. */
async function createCampaign(input: TCampaignCreate): Promise<TCampaign> {
  const { campaign } = await apiFetch<{ campaign: TCampaign }>("/api/founder/campaigns", { body: input });
  return campaign;
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: founderCampaignsQueryKey }),
  });
}
