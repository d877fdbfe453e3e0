import { ProcessOverview } from "@web/features/due-diligence/components/process-overview";
import { FounderDashboardPage } from "@web/features/founders/pages/founder-dashboard-page";
import { DashboardMatches } from "@web/features/matching/components/dashboard-matches";

/** The founder dashboard with the due-diligence area's first 3 processes and the first 4 investor matches. */
export function FounderDashboardRoute() {
  return (
    <FounderDashboardPage
      dueDiligence={<ProcessOverview viewerRole="founder" />}
      matches={<DashboardMatches side="founder" />}
    />
  );
}
