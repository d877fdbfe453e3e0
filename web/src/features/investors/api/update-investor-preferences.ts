import type { TInvestorPreferences, TInvestorPreferencesInput } from "@domain/schemas/investors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { investorPreferencesQueryKey } from "./get-investor-preferences";
import { investorProfileQueryKey } from "./get-investor-profile";
import { investorsKey } from "./keys";

function updateInvestorPreferences(input: TInvestorPreferencesInput) {
  return apiFetch<TInvestorPreferences>("/api/investor/preferences", { method: "PUT", body: input });
}

export function useUpdateInvestorPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestorPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(investorPreferencesQueryKey, preferences);
      // The profile editor and the directory show the same sectors and ticket sizes.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: investorProfileQueryKey }),
        queryClient.invalidateQueries({ queryKey: investorsKey }),
      ]);
    },
  });
}
