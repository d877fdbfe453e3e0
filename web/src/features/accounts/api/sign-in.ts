import type { TLogin } from "@domain/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { getMe, meQueryKey } from "@web/lib/session";

/** Signs in with e-mail and password, then loads the profile the redirect needs. */
export async function signIn(input: TLogin) {
  await apiFetch("/api/auth/sign-in/email", { body: input });
  const me = await getMe();
  if (!me) throw new Error("Signed in, but the session was not kept. Allow cookies and try again.");
  return me;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => {
      // Nothing cached for a previous user may show to this one.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}
