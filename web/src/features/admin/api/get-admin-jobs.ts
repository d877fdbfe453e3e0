import type { TAdminJobPage } from "@domain/jobs/job-schemas";
import { ADMIN_JOBS_PAGE_SIZE } from "@domain/jobs/job-states";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const adminJobsKey = ["admin", "jobs"] as const;

/** The queue moves by itself: the page refreshes its counts and list every few seconds. */
const REFRESH_MS = 5_000;

const adminJobsQueryOptions = () =>
  queryOptions({
    queryKey: adminJobsKey,
    queryFn: ({ signal }) => apiFetch<TAdminJobPage>(`/api/admin/jobs?limit=${ADMIN_JOBS_PAGE_SIZE}`, { signal }),
    refetchInterval: REFRESH_MS,
  });

export function useAdminJobs() {
  return useQuery(adminJobsQueryOptions());
}
