import type { TOpenAnswer } from "@domain/due-diligence/documents-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** A signed link to a shared document (the investor's open marks it viewed) or to a library document. */
export function openDocumentLink(target: { documentId: string } | { libraryDocumentId: string }) {
  const path =
    "documentId" in target
      ? `/api/due-diligence/documents/${encodeURIComponent(target.documentId)}/open`
      : `/api/due-diligence/library/${encodeURIComponent(target.libraryDocumentId)}/open`;
  return apiFetch<TOpenAnswer>(path, { method: "POST" });
}

/**
 * Opens the link in a new tab. The tab is opened at the click, before the link is known, so no
 * popup blocker takes it for an unasked window; it is closed again when the link cannot be had.
 */
export function useOpenDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: Parameters<typeof openDocumentLink>[0]) => {
      const tab = window.open("", "_blank");
      if (tab) tab.opener = null;
      try {
        const answer = await openDocumentLink(target);
        if (tab) tab.location.href = answer.url;
        else window.location.assign(answer.url);
        return answer;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
