import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type UserCounts = { investor: number; founder: number; admin: number; total: number };

export const userCountsQueryOptions = queryOptions({
  queryKey: ["admin", "user-counts"],
  queryFn: () => apiFetch<UserCounts>("/api/admin/user-counts"),
});

export function useUserCounts() {
  return useQuery(userCountsQueryOptions);
}
