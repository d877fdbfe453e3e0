import type { TAdminProfile, TAdminProfileInput } from "@domain/schemas/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminProfileQueryKey } from "./get-admin-profile";

async function updateAdminProfile(input: TAdminProfileInput): Promise<TAdminProfile> {
  const { profile } = await apiFetch<{ profile: TAdminProfile }>("/api/admin/profile", { method: "PUT", body: input });
  return profile;
}

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(adminProfileQueryKey, profile);
      // The top bar shows the name from the session.
      return queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });
}
