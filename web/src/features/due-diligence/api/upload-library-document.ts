import type { TLibraryDocument } from "@domain/due-diligence/documents-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { putDocumentFile } from "@web/features/due-diligence/api/upload-document-file";
import { fileIdentity, useKeyedAction } from "@web/lib/idempotency";

type UploadInput = { category: string; file: File; onProgress?: (percent: number) => void };

/** Adds a file to the library under a catalogue category. */
function uploadLibraryDocument({ category, file, onProgress }: UploadInput, idempotencyKey: string) {
  const query = new URLSearchParams({ category, name: file.name });
  return putDocumentFile<{ document: TLibraryDocument }>(`/api/uploads/due-diligence/library?${query}`, file, {
    onProgress,
    idempotencyKey,
  });
}

export function useUploadLibraryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedAction(uploadLibraryDocument, ({ category, file }) => ({ category, ...fileIdentity(file) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
