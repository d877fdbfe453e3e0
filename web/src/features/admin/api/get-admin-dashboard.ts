import type { TAdminDashboard } from "@domain/schemas/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

const adminDashboardQueryOptions = queryOptions({
  queryKey: ["admin", "dashboard"],
  queryFn: () => apiFetch<TAdminDashboard>("/api/admin/dashboard"),
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
