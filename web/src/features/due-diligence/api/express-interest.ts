import type { TExpressInterest, TInterestAnswer } from "@domain/due-diligence/process-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

/** Express Interest & Start Due Diligence: 201 new, 200 when the process already existed. */
function expressInterest(input: TExpressInterest) {
  return apiFetch<TInterestAnswer>("/api/due-diligence", { method: "POST", body: input });
}

export function useExpressInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expressInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
