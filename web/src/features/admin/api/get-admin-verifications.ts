import type { TAdminVerificationPage } from "@domain/verification/schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const adminVerificationsKey = ["admin", "verifications"] as const;

const adminVerificationsQueryOptions = (offset: number, limit: number) =>
  queryOptions({
    queryKey: [...adminVerificationsKey, offset, limit],
    queryFn: ({ signal }) =>
      apiFetch<TAdminVerificationPage>(`/api/admin/verifications?offset=${offset}&limit=${limit}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminVerifications(offset: number, limit: number) {
  return useQuery(adminVerificationsQueryOptions(offset, limit));
}
