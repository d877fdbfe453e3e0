import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { founderCampaignsQueryKey } from "./get-founder-campaigns";

/** 204; 409 when the campaign has investments (it can be marked completed instead). */
async function deleteCampaign(id: string): Promise<void> {
  await apiFetch<null>(`/api/founder/campaigns/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    // Only the list: the deleted campaign's own entry is still watched by the page that is
    // leaving, and refetching it now would only earn a 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: founderCampaignsQueryKey, exact: true }),
  });
}
