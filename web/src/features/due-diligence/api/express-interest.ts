import type { TExpressInterest, TInterestAnswer } from "@domain/due-diligence/process-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { useKeyedAction } from "@web/lib/idempotency";
import { dueDiligenceKeys } from "./keys";

/** Express Interest & Start Due Diligence: 201 new, 200 when the process already existed. */
function expressInterest(input: TExpressInterest, idempotencyKey: string) {
  return apiFetch<TInterestAnswer>("/api/due-diligence", { method: "POST", body: input, idempotencyKey });
}

export function useExpressInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedAction(expressInterest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
