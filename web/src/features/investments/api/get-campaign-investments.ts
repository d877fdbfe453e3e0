import { INVESTMENTS_PAGE_SIZE } from "@domain/constants/investments";
import type { TCampaignInvestmentPage } from "@domain/schemas/investments";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { founderCampaignsQueryKey } from "@web/features/campaigns/api/get-founder-campaigns";
import { apiFetch } from "@web/lib/api-client";

/** Investments in one of the founder's campaigns, newest first; another founder's campaign answers 404. */
function getCampaignInvestments(campaignId: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(INVESTMENTS_PAGE_SIZE), offset: String(offset) });
  return apiFetch<TCampaignInvestmentPage>(
    `/api/founder/campaigns/${encodeURIComponent(campaignId)}/investments?${query}`,
    { signal },
  );
}

function campaignInvestmentsQueryOptions(campaignId: string) {
  return infiniteQueryOptions({
    queryKey: [...founderCampaignsQueryKey, campaignId, "investments"],
    queryFn: ({ pageParam, signal }) => getCampaignInvestments(campaignId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}

export function useCampaignInvestments(campaignId: string) {
  return useInfiniteQuery(campaignInvestmentsQueryOptions(campaignId));
}
