import { MATCH_DASHBOARD_COUNT } from "@domain/constants/matching";
import { founderCampaignsQueryOptions } from "@web/features/campaigns/api/get-founder-campaigns";
import { processesQueryOptions } from "@web/features/due-diligence/api/get-processes";
import { ProcessOverview } from "@web/features/due-diligence/components/process-overview";
import { founderBusinessQueryOptions } from "@web/features/founders/api/get-founder-business";
import { FounderDashboardPage } from "@web/features/founders/pages/founder-dashboard-page";
import { matchesQueryOptions } from "@web/features/matching/api/get-matches";
import { DashboardMatches } from "@web/features/matching/components/dashboard-matches";
import type { PagePrefetch } from "@web/lib/page-prefetch";

/** The founder's business, campaigns, processes and first matches, asked for as soon as this code is in (app/page-data.ts). */
export const prefetch: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(founderBusinessQueryOptions);
  void queryClient.prefetchQuery(founderCampaignsQueryOptions);
  void queryClient.prefetchQuery(processesQueryOptions);
  void queryClient.prefetchQuery(matchesQueryOptions({ limit: MATCH_DASHBOARD_COUNT }));
};

/** The founder dashboard with the due-diligence area's first 3 processes and the first 4 investor matches. */
export function FounderDashboardRoute() {
  return (
    <FounderDashboardPage
      dueDiligence={<ProcessOverview viewerRole="founder" />}
      matches={<DashboardMatches side="founder" />}
    />
  );
}
