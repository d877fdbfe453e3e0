import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { meQueryKey } from "@web/lib/session";

/** Ends every session of the user on the server (the spec's global scope). */
async function signOut() {
  await apiFetch("/api/auth/sign-out", { body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Nothing cached for the previous user may show to the next one.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
