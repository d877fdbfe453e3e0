import { m } from "@i18n/messages";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type SocialProvider = "google" | "linkedin";

export function useSocialProviders() {
  return useQuery({
    queryKey: ["social-providers"],
    queryFn: () => apiFetch<Record<SocialProvider, boolean>>("/api/accounts/providers"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Starts the provider's sign-in; better-auth answers with the provider's URL to go to. */
async function startSocialSignIn(provider: SocialProvider, callbackPath: string) {
  const result = await apiFetch<{ url?: string }>("/api/auth/sign-in/social", {
    body: { provider, callbackURL: callbackPath, errorCallbackURL: "/login" },
  });
  if (!result.url) throw new Error(m.accounts_providerNoAddress());
  window.location.assign(result.url);
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: ({ provider, callbackPath }: { provider: SocialProvider; callbackPath: string }) =>
      startSocialSignIn(provider, callbackPath),
  });
}
