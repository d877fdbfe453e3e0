import type { TBusinessVerification } from "@domain/verification/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** Every verification query: a save of the business (a new country) refreshes them. */
export const verificationKeys = {
  all: ["verification"] as const,
  business: ["verification", "business"] as const,
  investor: ["verification", "investor"] as const,
};

const businessVerificationQueryOptions = queryOptions({
  queryKey: verificationKeys.business,
  queryFn: ({ signal }) => apiFetch<TBusinessVerification>("/api/founder/verification", { signal }),
});

export function useBusinessVerification() {
  return useQuery(businessVerificationQueryOptions);
}
