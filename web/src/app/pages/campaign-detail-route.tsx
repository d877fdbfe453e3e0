import { CampaignDetailPage } from "@web/features/campaigns/pages/campaign-detail-page";
import { InvestPanel } from "@web/features/investments/components/invest-panel";

/** The campaign page with the investments area's Invest Now panel: areas meet here, not in each other. */
export function CampaignDetailRoute() {
  return <CampaignDetailPage renderInvestPanel={(campaign) => <InvestPanel campaign={campaign} />} />;
}
