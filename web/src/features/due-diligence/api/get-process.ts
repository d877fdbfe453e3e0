import type { TProcess } from "@domain/due-diligence/process-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { dueDiligenceKeys } from "./keys";

function getProcess(id: string, signal?: AbortSignal) {
  return apiFetch<{ process: TProcess }>(`/api/due-diligence/${encodeURIComponent(id)}`, { signal }).then(
    (a) => a.process,
  );
}

const processQueryOptions = (id: string) =>
  queryOptions({ queryKey: dueDiligenceKeys.process(id), queryFn: ({ signal }) => getProcess(id, signal) });

/** One process (for /due-diligence/{id} when it is not in the loaded list). */
export function useProcess(id: string | null) {
  return useQuery({ ...processQueryOptions(id ?? ""), enabled: id !== null });
}
