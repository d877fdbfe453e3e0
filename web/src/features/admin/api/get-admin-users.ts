import type { Role } from "@domain/constants/accounts";
import type { TAdminUserPage } from "@domain/schemas/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type AdminUserFilters = { q: string; role: Role | ""; offset: number; limit: number };

export const adminUsersKey = ["admin", "users"] as const;

const adminUsersQueryOptions = (filters: AdminUserFilters) =>
  queryOptions({
    queryKey: [...adminUsersKey, filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ offset: String(filters.offset), limit: String(filters.limit) });
      if (filters.q) params.set("q", filters.q);
      if (filters.role) params.set("role", filters.role);
      return apiFetch<TAdminUserPage>(`/api/admin/users?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}
