import type { TModerationQueuePage } from "@domain/reports/moderation-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const adminReportsKey = ["admin", "reports"] as const;

const adminReportsQueryOptions = (offset: number, limit: number) =>
  queryOptions({
    queryKey: [...adminReportsKey, offset, limit],
    queryFn: ({ signal }) =>
      apiFetch<TModerationQueuePage>(`/api/admin/reports?offset=${offset}&limit=${limit}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/reports: a page of the open reports, newest first. */
export function useAdminReports(offset: number, limit: number) {
  return useQuery(adminReportsQueryOptions(offset, limit));
}
