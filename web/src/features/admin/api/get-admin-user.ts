import type { TAdminUser } from "@domain/schemas/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminUsersKey } from "./get-admin-users";

/** One account as the admin sees it (the security log names whose events it shows). */
const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, "one", userId],
    queryFn: ({ signal }) =>
      apiFetch<{ user: TAdminUser }>(`/api/admin/users/${encodeURIComponent(userId)}`, { signal }).then((r) => r.user),
  });

export function useAdminUser(userId: string) {
  return useQuery({ ...adminUserQueryOptions(userId), enabled: userId !== "" });
}
