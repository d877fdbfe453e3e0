import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export async function resetPassword(input: { token: string; password: string }) {
  await apiFetch("/api/auth/reset-password", { body: { token: input.token, newPassword: input.password } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
