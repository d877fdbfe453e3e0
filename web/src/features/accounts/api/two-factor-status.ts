import type { TTwoFactorStatus } from "@domain/schemas/two-factor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const twoFactorStatusQueryKey = ["accounts", "two-factor"] as const;

const twoFactorStatusQueryOptions = queryOptions({
  queryKey: twoFactorStatusQueryKey,
  queryFn: () => apiFetch<TTwoFactorStatus>("/api/accounts/two-factor"),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions);
}
