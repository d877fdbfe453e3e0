import { BusinessProfilePage } from "@web/features/businesses/pages/business-profile-page";
import { InterestButton } from "@web/features/due-diligence/components/interest-button";
import { SimilarBusinesses } from "@web/features/matching/components/similar-businesses";
import { ReportButton } from "@web/features/reports/components/report-button";
import { useParams } from "react-router";

/**
 * The business page with the due-diligence area's Express Interest button for investors, the
 * reports area's Report button, and the matching area's similar businesses (when the viewer's
 * "Explore similar recommendations" is on).
 */
export function BusinessProfileRoute() {
  const { id = "" } = useParams();
  return (
    <>
      <BusinessProfilePage
        renderInvestorActions={(detail) => (
          <InterestButton businessId={detail.business.id} campaignId={detail.activeCampaign?.id ?? null} />
        )}
        renderReportAction={(detail) => <ReportButton targetType="business" targetId={detail.business.id} />}
      />
      {id && <SimilarBusinesses businessId={id} />}
    </>
  );
}
