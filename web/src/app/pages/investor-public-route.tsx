import { InvestorPublicPage } from "@web/features/investors/pages/investor-public-page";
import { ReportButton } from "@web/features/reports/components/report-button";

/** The public investor page with the reports area's Report button. */
export function InvestorPublicRoute() {
  return (
    <InvestorPublicPage
      renderReportAction={(investor) => <ReportButton targetType="investor" targetId={investor.userId} />}
    />
  );
}
