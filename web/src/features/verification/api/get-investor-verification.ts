import type { TInvestorVerification } from "@domain/verification/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { verificationKeys } from "./get-business-verification";

const investorVerificationQueryOptions = queryOptions({
  queryKey: verificationKeys.investor,
  queryFn: ({ signal }) => apiFetch<TInvestorVerification>("/api/investor/verification", { signal }),
});

export function useInvestorVerification() {
  return useQuery(investorVerificationQueryOptions);
}
