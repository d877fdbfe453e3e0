import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";
import { useKeyedAction } from "@web/lib/idempotency";

/** Request Additional Documents: one pending row per category (a category already pending is not doubled). */
function requestDocuments(processId: string, categories: string[], idempotencyKey: string) {
  return apiFetch<{ documents: TDocument[]; created: number }>(
    `/api/due-diligence/${encodeURIComponent(processId)}/documents`,
    { method: "POST", body: { categories }, idempotencyKey },
  );
}

export function useRequestDocuments(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedAction(
      (categories: string[], key) => requestDocuments(processId, categories, key),
      (categories) => ({ processId, categories }),
    ),
    // The process's last communication changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
