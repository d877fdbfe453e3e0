import { ProcessOverview } from "@web/features/due-diligence/components/process-overview";
import { InvestorDashboardPage } from "@web/features/investments/pages/investor-dashboard-page";
import { DashboardMatches, MatchCount } from "@web/features/matching/components/dashboard-matches";

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
