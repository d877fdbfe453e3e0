import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** One campaign of a business, or (without a campaign id) the business's active one. */
async function getCampaignDetail(businessId: string, campaignId: string | null, signal?: AbortSignal) {
  const business = encodeURIComponent(businessId);
  const path = campaignId
    ? `/api/businesses/${business}/campaigns/${encodeURIComponent(campaignId)}`
    : `/api/businesses/${business}/active-campaign`;
  const { campaign } = await apiFetch<{ campaign: TCampaignWithBusiness }>(path, { signal });
  return campaign;
}

export function campaignDetailQueryOptions(businessId: string, campaignId: string | null) {
  return queryOptions({
    queryKey: ["campaigns", "detail", businessId, campaignId ?? "active"],
    queryFn: ({ signal }) => getCampaignDetail(businessId, campaignId, signal),
  });
}

export function useCampaignDetail(businessId: string, campaignId: string | null) {
  return useQuery(campaignDetailQueryOptions(businessId, campaignId));
}
