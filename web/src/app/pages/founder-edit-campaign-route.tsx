import { FounderEditCampaignPage } from "@web/features/campaigns/pages/founder-edit-campaign-page";
import { FounderCampaignInvestments } from "@web/features/investments/components/founder-campaign-investments";

/** The founder's campaign editor with the investments area's decisions list composed in. */
export function FounderEditCampaignRoute() {
  return (
    <FounderEditCampaignPage renderInvestments={(campaign) => <FounderCampaignInvestments campaign={campaign} />} />
  );
}
