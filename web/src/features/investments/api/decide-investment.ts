import type { TCampaignInvestment, TInvestmentDecision } from "@domain/schemas/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { founderCampaignsQueryKey } from "@web/features/campaigns/api/get-founder-campaigns";
import { apiFetch } from "@web/lib/api-client";

/** The founder completes or rejects a pending investment; 409 once it is no longer pending. */
async function decideInvestment({ id, status }: { id: string } & TInvestmentDecision) {
  const { investment } = await apiFetch<{ investment: TCampaignInvestment }>(
    `/api/founder/investments/${encodeURIComponent(id)}`,
    { method: "PATCH", body: { status } },
  );
  return investment;
}

export function useDecideInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideInvestment,
    // A completed investment raises the campaign's figures wherever they show: the founder's
    // campaigns and this campaign's investments, the campaign page, /deals and /businesses.
    // Refreshed after a 409 too: the list was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: founderCampaignsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["campaigns", "detail"] }),
        queryClient.invalidateQueries({ queryKey: ["deals"] }),
        queryClient.invalidateQueries({ queryKey: ["businesses"] }),
      ]),
  });
}
