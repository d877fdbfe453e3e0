import type { TTwoFactorEnableResponse, TTwoFactorPassword } from "@domain/schemas/two-factor";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** Starts set-up: the otpauth URI and the recovery codes; it is on only once a first code confirms it. */
function enableTwoFactor(input: TTwoFactorPassword) {
  return apiFetch<TTwoFactorEnableResponse>("/api/auth/two-factor/enable", { body: input });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
