import { campaignDetailQueryOptions } from "@web/features/campaigns/api/get-campaign-detail";
import { CampaignDetailPage } from "@web/features/campaigns/pages/campaign-detail-page";
import { processLookupQueryOptions } from "@web/features/due-diligence/api/get-process-lookup";
import { InterestButton } from "@web/features/due-diligence/components/interest-button";
import { InvestPanel } from "@web/features/investments/components/invest-panel";
import { ReportButton } from "@web/features/reports/components/report-button";
import type { PagePrefetch } from "@web/lib/page-prefetch";

/**
 * The campaign, and for an investor whether a due diligence process with the business exists
 * (the Express Interest button's), asked for as soon as this code is in (app/page-data.ts): the
 * button would otherwise ask only once the campaign has rendered.
 */
export const prefetch: PagePrefetch = (queryClient, { businessId = "", campaignId }, _url, role) => {
  void queryClient.prefetchQuery(campaignDetailQueryOptions(businessId, campaignId ?? null));
  if (role === "investor") void queryClient.prefetchQuery(processLookupQueryOptions(businessId));
};

/** The campaign page with the investments area's Invest Now panel, due diligence's Express Interest and the reports area's Report: areas meet here, not in each other. */
export function CampaignDetailRoute() {
  return (
    <CampaignDetailPage
      renderInvestPanel={(campaign) => <InvestPanel campaign={campaign} />}
      renderInvestorActions={(campaign) => (
        <InterestButton
          businessId={campaign.business.id}
          campaignId={campaign.status === "active" ? campaign.id : null}
          short
        />
      )}
      renderReportAction={(campaign) => <ReportButton targetType="campaign" targetId={campaign.id} />}
    />
  );
}
