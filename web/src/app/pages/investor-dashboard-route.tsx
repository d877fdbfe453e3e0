import { MATCH_DASHBOARD_COUNT } from "@domain/constants/matching";
import { processesQueryOptions } from "@web/features/due-diligence/api/get-processes";
import { ProcessOverview } from "@web/features/due-diligence/components/process-overview";
import { investorDashboardQueryOptions } from "@web/features/investments/api/get-investor-dashboard";
import { InvestorDashboardPage } from "@web/features/investments/pages/investor-dashboard-page";
import { matchesQueryOptions } from "@web/features/matching/api/get-matches";
import { DashboardMatches, MatchCount } from "@web/features/matching/components/dashboard-matches";
import type { PagePrefetch } from "@web/lib/page-prefetch";

/** The dashboard's three lists, asked for as soon as this code is in (app/page-data.ts). */
export const prefetch: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(investorDashboardQueryOptions);
  void queryClient.prefetchQuery(processesQueryOptions);
  void queryClient.prefetchQuery(matchesQueryOptions({ limit: MATCH_DASHBOARD_COUNT }));
};

/** The investor dashboard with the due-diligence area's latest processes and the matching area's top 4 deals. */
export function InvestorDashboardRoute() {
  return (
    <InvestorDashboardPage
      dueDiligence={<ProcessOverview viewerRole="investor" />}
      matches={<DashboardMatches side="investor" />}
      matchCount={<MatchCount />}
    />
  );
}
