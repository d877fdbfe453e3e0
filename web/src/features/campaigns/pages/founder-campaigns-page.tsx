import { BUSINESS_MESSAGES, CAMPAIGN_MESSAGES } from "@domain/constants";
import { Megaphone, Plus } from "lucide-react";
import { Link } from "react-router";
import { CardGridSkeleton } from "../../../components/card-grid-skeleton";
import { InlineError } from "../../../components/inline-error";
import { PageHeader } from "../../../components/page-header";
import { Button } from "../../../components/ui/button";
import { useFounderBusiness } from "../api/get-founder-business";
import { useFounderCampaigns } from "../api/get-founder-campaigns";
import { FounderCampaignCard } from "../components/founder-campaign-card";

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
        <Plus aria-hidden="true" /> Create Campaign
      </Link>
    </Button>
  );

  return (
    <section>
      <PageHeader
        title="My Campaigns"
        description="Create, track and update your fundraising campaigns."
        actions={campaigns.data?.length ? createButton : undefined}
      />
      {campaigns.isPending ? (
        <CardGridSkeleton label="Loading campaigns" count={3} />
      ) : campaigns.isError ? (
        <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center sm:p-12">
          <Megaphone className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{CAMPAIGN_MESSAGES.noCampaigns}</h2>
          <p className="max-w-md text-muted-foreground">
            {needsBusiness
              ? BUSINESS_MESSAGES.createFirst
              : "Launch your first fundraising campaign to reach investors across Africa."}
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
