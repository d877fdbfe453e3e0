import type { TAdminProfile } from "@domain/schemas/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const adminProfileQueryKey = ["admin", "profile"] as const;

const adminProfileQueryOptions = queryOptions({
  queryKey: adminProfileQueryKey,
  queryFn: async () => (await apiFetch<{ profile: TAdminProfile }>("/api/admin/profile")).profile,
});

export function useAdminProfile() {
  return useQuery(adminProfileQueryOptions);
}
