import type { TAdminCampaign, TCampaignReview } from "@domain/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminCampaignsKey } from "./get-admin-campaigns";

async function reviewCampaign(input: { campaignId: string } & TCampaignReview): Promise<TAdminCampaign> {
  const { campaignId, ...body } = input;
  const { campaign } = await apiFetch<{ campaign: TAdminCampaign }>(
    `/api/admin/campaigns/${encodeURIComponent(campaignId)}/review`,
    { body },
  );
  return campaign;
}

export function useReviewCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCampaign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCampaignsKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
