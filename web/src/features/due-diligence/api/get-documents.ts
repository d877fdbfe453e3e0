import type { TProcessDocuments } from "@domain/due-diligence/documents-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Under the area's root key, so any due-diligence change refreshes the documents too. */
const documentsKey = (processId: string) => [...dueDiligenceKeys.all, "documents", processId] as const;

/** A process's documents, its catalogue (what can be requested now) and, for the founder, the library. */
function getDocuments(processId: string, signal?: AbortSignal) {
  return apiFetch<TProcessDocuments>(`/api/due-diligence/${encodeURIComponent(processId)}/documents`, { signal });
}

function documentsQueryOptions(processId: string) {
  return queryOptions({ queryKey: documentsKey(processId), queryFn: ({ signal }) => getDocuments(processId, signal) });
}

export const useDocuments = (processId: string) => useQuery(documentsQueryOptions(processId));
