import type { TInvestmentCreate, TInvestmentCreated } from "@domain/schemas/investments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { useKeyedAction } from "@web/lib/idempotency";

/**
 * Invest Now: a pending investment. 201 with created: true; 200 with created: false when a
 * pending one in this campaign already existed (a double submit makes one row).
 */
function createInvestment(input: TInvestmentCreate, idempotencyKey: string) {
  return apiFetch<TInvestmentCreated>("/api/investor/investments", { method: "POST", body: input, idempotencyKey });
}

/** The investor's own investment lists and dashboard (features/investments keys, by value). */
const MY_INVESTMENTS_KEY = ["investments", "mine"] as const;

export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedAction(createInvestment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_INVESTMENTS_KEY }),
        // The campaign's investor count and figures.
        queryClient.invalidateQueries({ queryKey: ["campaigns", "detail"] }),
      ]),
  });
}
