import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Answers a pending request with a library document in one click. */
function shareLibraryDocument({ documentId, libraryDocumentId }: { documentId: string; libraryDocumentId: string }) {
  return apiFetch<{ document: TDocument }>(
    `/api/due-diligence/documents/${encodeURIComponent(documentId)}/from-library`,
    {
      method: "POST",
      body: { libraryDocumentId },
    },
  );
}

export function useShareLibraryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareLibraryDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
