import type { TModerationAction, TModerationResult } from "@domain/reports/moderation-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { adminCampaignsKey } from "./get-admin-campaigns";
import { adminReportsKey } from "./get-admin-reports";
import { adminUsersKey } from "./get-admin-users";
import { securityEventsKey } from "./get-security-events";

const actOnReport = ({ reportId, ...body }: { reportId: string } & TModerationAction) =>
  apiFetch<TModerationResult>(`/api/admin/reports/${encodeURIComponent(reportId)}/action`, { body });

/** POST /api/admin/reports/{id}/action; the queue, and the lists an unpublish or a ban changes, refresh. */
export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReportsKey }),
        queryClient.invalidateQueries({ queryKey: adminCampaignsKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: securityEventsKey }),
      ]),
  });
}
