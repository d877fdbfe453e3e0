import type { TForgotPassword } from "@domain/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** Sends the reset e-mail; the server answers the same whether or not the address has an account. */
async function requestPasswordReset(input: TForgotPassword) {
  await apiFetch("/api/auth/request-password-reset", { body: { email: input.email, redirectTo: "/reset-password" } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
