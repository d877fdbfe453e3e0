import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Which documents: one, or every document of a process. */
export type AccessTarget = { documentId: string } | { processId: string };

/** The founder revokes (or restores) the investor's access; the server stops existing links at once. */
function setDocumentAccess({ target, revoked }: { target: AccessTarget; revoked: boolean }) {
  const action = revoked ? "revoke" : "restore";
  const path =
    "documentId" in target
      ? `/api/due-diligence/documents/${encodeURIComponent(target.documentId)}/${action}`
      : `/api/due-diligence/${encodeURIComponent(target.processId)}/documents/${action}`;
  return apiFetch<{ documents: TDocument[]; documentsRevoked: boolean }>(path, { method: "POST" });
}

export function useSetDocumentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDocumentAccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
