import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Removes a file from the founder's library (documents already shared from it stay shared). */
function removeLibraryDocument(id: string) {
  return apiFetch<null>(`/api/due-diligence/library/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRemoveLibraryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLibraryDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
