import type { TInvestorProfile, TInvestorProfileInput } from "@domain/schemas/investors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { SESSION_QUERY_KEY } from "@web/lib/query-client";
import { investorPreferencesQueryKey } from "./get-investor-preferences";
import { investorProfileQueryKey } from "./get-investor-profile";
import { investorsKey } from "./keys";

async function updateInvestorProfile(input: TInvestorProfileInput): Promise<TInvestorProfile> {
  const { investor } = await apiFetch<{ investor: TInvestorProfile }>("/api/investor/profile", {
    method: "PUT",
    body: input,
  });
  return investor;
}

export function useUpdateInvestorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestorProfile,
    onSuccess: (investor) => {
      queryClient.setQueryData(investorProfileQueryKey, investor);
      // The same preferences show on /investor/preferences, the directory and the public page;
      // the top bar shows the name from the session.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: investorPreferencesQueryKey }),
        queryClient.invalidateQueries({ queryKey: investorsKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
