import type { TBusiness, TBusinessInput } from "@domain/schemas/businesses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { verificationKeys } from "@web/features/verification/api/get-business-verification";
import { apiFetch } from "@web/lib/api-client";
import { founderBusinessQueryKey } from "./get-founder-business";

/** Creates the business on the first save, updates it afterwards (one per founder). */
async function saveFounderBusiness(input: TBusinessInput): Promise<TBusiness> {
  const { business } = await apiFetch<{ business: TBusiness }>("/api/founder/business", { method: "PUT", body: input });
  return business;
}

export function useSaveFounderBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFounderBusiness,
    onSuccess: (business) => {
      queryClient.setQueryData(founderBusinessQueryKey, business);
      // A new name or country changes what the verification panel shows (a new country unverifies).
      return queryClient.invalidateQueries({ queryKey: verificationKeys.business });
    },
  });
}
