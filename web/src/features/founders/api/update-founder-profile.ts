import type { TFounderProfile, TFounderProfileInput } from "@domain/schemas/founders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { founderProfileQueryKey } from "./get-founder-profile";

async function updateFounderProfile(input: TFounderProfileInput): Promise<TFounderProfile> {
  const { founder } = await apiFetch<{ founder: TFounderProfile }>("/api/founder/profile", {
    method: "PUT",
    body: input,
  });
  return founder;
}

export function useUpdateFounderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFounderProfile,
    onSuccess: (founder) => {
      queryClient.setQueryData(founderProfileQueryKey, founder);
      // The top bar shows the name from the session; the profile save changes it too.
      return queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });
}
