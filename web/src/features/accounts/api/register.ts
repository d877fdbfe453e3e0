import type { TProfile, TRegisterRequest } from "@domain/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { meQueryKey } from "@web/lib/session";

async function register(input: TRegisterRequest) {
  return apiFetch<{ profile: TProfile }>("/api/accounts/register", { body: input });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // Registering signs the user in: load the session the success page redirects with.
    onSuccess: () => {
      queryClient.clear();
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
