import type { TVerificationRequest } from "@domain/verification/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminUsersKey } from "./get-admin-users";
import { adminVerificationsKey } from "./get-admin-verifications";

type Review = { requestId: string } & ({ decision: "approve" } | { decision: "reject"; reason: string });

async function reviewVerification(input: Review): Promise<TVerificationRequest> {
  const path = `/api/admin/verifications/${encodeURIComponent(input.requestId)}/${input.decision}`;
  const { request } = await apiFetch<{ request: TVerificationRequest }>(path, {
    body: input.decision === "reject" ? { reason: input.reason } : {},
  });
  return request;
}

export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewVerification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminVerificationsKey }),
        // The KYC column of /admin/users reads the same flag an investor's approval sets.
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
      ]),
  });
}
