import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { SESSION_QUERY_KEY } from "@web/lib/query-client";

async function resetPassword(input: { token: string; password: string }) {
  await apiFetch("/api/auth/reset-password", { body: { token: input.token, newPassword: input.password } });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of the account, this browser's included.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
