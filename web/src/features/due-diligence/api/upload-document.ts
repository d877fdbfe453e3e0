import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { putDocumentFile } from "@web/features/due-diligence/api/upload-document-file";
import { fileIdentity, useKeyedAction } from "@web/lib/idempotency";

type Input = { documentId: string; file: File; onProgress?: (percent: number) => void };

/** Upload Document: answers a pending request with a file; it becomes shared with the investor. */
function uploadDocument({ documentId, file, onProgress }: Input, idempotencyKey: string) {
  const url = `/api/uploads/due-diligence/documents/${encodeURIComponent(documentId)}?name=${encodeURIComponent(file.name)}`;
  return putDocumentFile<{ document: TDocument }>(url, file, { onProgress, idempotencyKey });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedAction(uploadDocument, ({ documentId, file }) => ({ documentId, ...fileIdentity(file) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
