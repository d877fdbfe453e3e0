import { SAMPLE_DATA_PATHS as P } from "@domain/constants/sample-data";
import type {
  TDemoUsersResponse,
  TPopulateResponse,
  TPopulationJob,
  TProfilesResponse,
} from "@domain/schemas/sample-data";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { populationJobQueryKey } from "./get-population-job";

// Every run changes what the rest of the app shows: all cached lists are refreshed after it.

export function useCreateDemoUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TDemoUsersResponse>(P.demoUsers, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function usePopulateSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TPopulateResponse>(P.populate, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function usePopulateProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TProfilesResponse>(P.profiles, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Starts the comprehensive population (or joins the running one); its progress is then polled. */
export function useStartComprehensive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch<{ job: TPopulationJob }>(P.comprehensive, { method: "POST", body: {} })).job,
    onSuccess: (job) => queryClient.setQueryData(populationJobQueryKey, job),
  });
}
