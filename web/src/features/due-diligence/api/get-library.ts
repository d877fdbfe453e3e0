import type { TLibrary } from "@domain/due-diligence/documents-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { apiFetch } from "@web/lib/api-client";

const libraryKey = [...dueDiligenceKeys.all, "library"] as const;

/** The founder's document library, the catalogue for the business's country and its readiness. */
function getLibrary(signal?: AbortSignal) {
  return apiFetch<TLibrary>("/api/due-diligence/library", { signal });
}

const libraryQueryOptions = () => queryOptions({ queryKey: libraryKey, queryFn: ({ signal }) => getLibrary(signal) });

export const useLibrary = () => useQuery(libraryQueryOptions());
