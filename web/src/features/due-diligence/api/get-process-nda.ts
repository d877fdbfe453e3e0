import type { TProcessNda } from "@domain/due-diligence/nda/nda-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

/** Under the area's root key, so an acceptance (or any due-diligence change) refreshes it. */
const ndaKey = (processId: string) => [...dueDiligenceKeys.all, "nda", processId] as const;

/** What the process's business requires now (the standard text filled in, or its PDF), and the acceptance. */
function getProcessNda(processId: string, signal?: AbortSignal) {
  return apiFetch<TProcessNda>(`/api/due-diligence/${encodeURIComponent(processId)}/nda`, { signal });
}

export const useProcessNda = (processId: string) =>
  useQuery(queryOptions({ queryKey: ndaKey(processId), queryFn: ({ signal }) => getProcessNda(processId, signal) }));

/** The founder's PDF the business requires now, as a download (session-bound). */
export const ndaFileUrl = (processId: string) => `/api/due-diligence/${encodeURIComponent(processId)}/nda/file`;
/** The accepted NDA with the acceptance on it, as a PDF download (session-bound). */
export const ndaAcceptanceUrl = (processId: string) =>
  `/api/due-diligence/${encodeURIComponent(processId)}/nda/acceptance`;
