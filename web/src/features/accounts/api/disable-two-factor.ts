import type { TTwoFactorPassword } from "@domain/schemas/two-factor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { twoFactorStatusQueryKey } from "./two-factor-status";

async function disableTwoFactor(input: TTwoFactorPassword) {
  await apiFetch("/api/auth/two-factor/disable", { body: input });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.setQueryData(twoFactorStatusQueryKey, { enabled: false }),
  });
}
