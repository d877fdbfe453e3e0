import type { CampaignStatus } from "@domain/constants/campaigns";
import type { TAdminCampaignPage } from "@domain/schemas/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const adminCampaignsKey = ["admin", "campaigns"] as const;

const adminCampaignsQueryOptions = (status: CampaignStatus, offset: number, limit: number) =>
  queryOptions({
    queryKey: [...adminCampaignsKey, status, offset, limit],
    queryFn: ({ signal }) =>
      apiFetch<TAdminCampaignPage>(`/api/admin/campaigns?status=${status}&offset=${offset}&limit=${limit}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAdminCampaigns(status: CampaignStatus, offset: number, limit: number) {
  return useQuery(adminCampaignsQueryOptions(status, offset, limit));
}
