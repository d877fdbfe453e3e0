import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { m } from "@i18n/messages";
import { CardGridSkeleton } from "@web/components/card-grid-skeleton";
import { FounderCampaignCard } from "@web/components/founder-campaign-card";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { useFounderCampaigns } from "@web/features/campaigns/api/get-founder-campaigns";
import { useFounderBusiness } from "@web/features/founders/api/get-founder-business";
import { Megaphone, Plus } from "lucide-react";
import { Link } from "react-router";

/** /founder/campaigns: the founder's campaigns, newest first. */
export function FounderCampaignsPage() {
  const campaigns = useFounderCampaigns();
  const business = useFounderBusiness();
  // Only a confirmed "no business" redirects the button; while unsure, the server has the last word.
  const needsBusiness = business.isSuccess && business.data === null;
  const createPath = needsBusiness ? "/founder/business" : "/founder/campaigns/new";

  const createButton = (
    <Button asChild>
      <Link to={createPath}>
        <Plus aria-hidden="true" /> {m.campaigns_createCampaign()}
      </Link>
    </Button>
  );

  return (
    <section>
      <PageHeader
        title={m.campaigns_myCampaigns()}
        description={m.campaigns_myCampaignsDescription()}
        actions={campaigns.data?.length ? createButton : undefined}
      />
      {campaigns.isPending ? (
        <CardGridSkeleton label={m.campaigns_loadingCampaigns()} count={3} />
      ) : campaigns.isError ? (
        <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center sm:p-12">
          <Megaphone className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{CAMPAIGN_MESSAGES.noCampaigns}</h2>
          <p className="max-w-md text-muted-foreground">
            {needsBusiness ? BUSINESS_MESSAGES.createFirst : m.campaigns_launchFirst()}
          </p>
          {createButton}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="flex">
              <FounderCampaignCard campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
