import type { TAdminJob } from "@domain/jobs/job-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminJobsKey } from "./get-admin-jobs";

async function retryJob(id: string): Promise<TAdminJob> {
  const { job } = await apiFetch<{ job: TAdminJob }>(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { body: {} });
  return job;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKey }),
  });
}
