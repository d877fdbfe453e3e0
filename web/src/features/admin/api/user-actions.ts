import type { TAdminUser } from "@domain/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminUsersKey } from "./get-admin-users";
import { securityEventsKey } from "./get-security-events";

// The three writes on an account (ban, unban, KYC approval): each answers the user as it now is.

type Action = { kind: "ban"; userId: string; reason: string } | { kind: "unban" | "kyc"; userId: string };

async function runUserAction(action: Action): Promise<TAdminUser> {
  const base = `/api/admin/users/${encodeURIComponent(action.userId)}`;
  const answer =
    action.kind === "ban"
      ? await apiFetch<{ user: TAdminUser }>(`${base}/ban`, { body: { reason: action.reason } })
      : action.kind === "unban"
        ? await apiFetch<{ user: TAdminUser }>(`${base}/ban`, { method: "DELETE" })
        : await apiFetch<{ user: TAdminUser }>(`${base}/kyc-approval`, { method: "POST" });
  return answer.user;
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: securityEventsKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
