import { SAMPLE_DATA_PATHS } from "@domain/constants/sample-data";
import type { TPopulationJob } from "@domain/schemas/sample-data";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export const populationJobQueryKey = ["sample-data", "comprehensive"] as const;

/** How often the page asks for the comprehensive population's progress while it runs. */
const POLL_MS = 1_000;

const populationJobQueryOptions = queryOptions({
  queryKey: populationJobQueryKey,
  queryFn: async () => (await apiFetch<{ job: TPopulationJob | null }>(SAMPLE_DATA_PATHS.comprehensive)).job,
});

/** The latest comprehensive population of this server, polled while it runs. */
export function usePopulationJob() {
  return useQuery({
    ...populationJobQueryOptions,
    refetchInterval: (query) => (query.state.data?.state === "running" ? POLL_MS : false),
  });
}
