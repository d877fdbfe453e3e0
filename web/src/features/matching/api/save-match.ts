import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { matchingKey } from "./get-matches";

/** Save or remove a match; every match list and Saved Matches refresh. */
export function useSaveMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      apiFetch<{ ok: true }>(`/api/matching/saved/${encodeURIComponent(id)}`, { method: save ? "PUT" : "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKey }),
  });
}
