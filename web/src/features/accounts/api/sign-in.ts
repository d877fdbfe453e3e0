import type { TLogin, TMe } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { getMe, meQueryKey } from "@web/lib/session";
import { type SecondStep, verifyTwoFactor } from "./verify-two-factor";

/** Signed in, or the password was right and the account asks for its second step (no session yet). */
export type SignInResult = { kind: "signed-in"; me: TMe } | { kind: "second-step" };

async function loadSignedIn(): Promise<SignInResult> {
  const me = await getMe();
  if (!me) throw new Error(m.accounts_sessionNotKept());
  return { kind: "signed-in", me };
}

/** Signs in with e-mail and password, then loads the profile the redirect needs. */
async function signIn(input: TLogin): Promise<SignInResult> {
  const answer = await apiFetch<{ twoFactorRedirect?: boolean } | null>("/api/auth/sign-in/email", { body: input });
  if (answer?.twoFactorRedirect) return { kind: "second-step" };
  return loadSignedIn();
}

/** The second step of a two-step sign-in: a code from the app or a recovery code. */
async function completeSignIn(step: SecondStep): Promise<SignInResult> {
  await verifyTwoFactor(step);
  return loadSignedIn();
}

function useSignInMutation<I>(mutationFn: (input: I) => Promise<SignInResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      if (result.kind !== "signed-in") return;
      // Nothing cached for a previous user may show to this one.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, result.me);
    },
  });
}

export const useSignIn = () => useSignInMutation(signIn);
export const useCompleteSignIn = () => useSignInMutation(completeSignIn);
