import { BUSINESS_ACTIONS } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { MESSAGING_MESSAGES } from "@domain/constants/messaging";
import { PRODUCT_NAME } from "@domain/constants/shell";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { ContactButton } from "@web/components/contact-button";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useCampaignDetail } from "@web/features/campaigns/api/get-campaign-detail";
import { CampaignDetailAbout } from "@web/features/campaigns/components/campaign-detail-about";
import { CampaignDetailFunding } from "@web/features/campaigns/components/campaign-detail-funding";
import { CampaignDetailHeader } from "@web/features/campaigns/components/campaign-detail-header";
import { CampaignDetailSections } from "@web/features/campaigns/components/campaign-detail-sections";
import { ApiError } from "@web/lib/api-client";
import { useViewer } from "@web/lib/session";
import { ArrowLeft, SearchX } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useParams } from "react-router";

function BackToDeals() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to="/deals">
        <ArrowLeft aria-hidden="true" />
        {m.campaigns_backToDeals()}
      </Link>
    </Button>
  );
}

type CampaignDetailPageProps = {
  /** The investments area's Invest Now panel, composed in by the app (areas do not import each other's UI). */
  renderInvestPanel?: (campaign: TCampaignWithBusiness) => ReactNode;
  /** The due-diligence area's Express Interest button, shown to investors beside Contact Founder. */
  renderInvestorActions?: (campaign: TCampaignWithBusiness) => ReactNode;
  /** The reports area's Report button, shown to signed-in viewers other than the owner. */
  renderReportAction?: (campaign: TCampaignWithBusiness) => ReactNode;
};

/** /businesses/{businessId}/campaign/{campaignId}, and /businesses/{businessId}/campaign for the active one. */
export function CampaignDetailPage({
  renderInvestPanel,
  renderInvestorActions,
  renderReportAction,
}: CampaignDetailPageProps) {
  const { businessId = "", campaignId } = useParams();
  const query = useCampaignDetail(businessId, campaignId ?? null);
  const viewer = useViewer();
  const title = query.data?.title;

  useEffect(() => {
    if (title) document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  if (query.isPending) {
    return (
      <section aria-busy="true">
        <p role="status" className="sr-only">
          {m.campaigns_loadingCampaign()}
        </p>
        <Skeleton className="mb-6 h-64 w-full rounded-xl" />
        <div className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-64 rounded-xl lg:col-span-2" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </section>
    );
  }

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <section>
          <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{CAMPAIGN_MESSAGES.notFoundTitle}</h1>
          <EmptyState icon={SearchX} message={CAMPAIGN_MESSAGES.notFoundText}>
            <Button asChild variant="outline">
              <Link to="/deals">{m.campaigns_backToDeals()}</Link>
            </Button>
          </EmptyState>
        </section>
      );
    }
    return (
      <section>
        <BackToDeals />
        <h1 className="sr-only">{m.campaigns_campaignHeading()}</h1>
        <InlineError message={CAMPAIGN_MESSAGES.errorLoadingInline} onRetry={() => query.refetch()} />
      </section>
    );
  }

  const campaign = query.data;
  const isInvestor = viewer.status === "signed-in" && viewer.role === "investor";
  const canReport = renderReportAction !== undefined && !!viewer.me && viewer.me.user.id !== campaign.business.userId;
  return (
    <article>
      <BackToDeals />
      <CampaignDetailHeader
        campaign={campaign}
        actions={
          (isInvestor || canReport) && (
            <>
              {/* The spec's "contact the startup": investors only (founders and admins see no Contact Founder). */}
              {isInvestor && (
                <>
                  {renderInvestorActions?.(campaign)}
                  <ContactButton userId={campaign.business.userId} missingMessage={MESSAGING_MESSAGES.ownerMissing}>
                    {BUSINESS_ACTIONS.contactFounder}
                  </ContactButton>
                </>
              )}
              {canReport && renderReportAction?.(campaign)}
            </>
          )
        }
      />
      {/* On a phone the money comes first, then the story, then the business. */}
      <div className="grid items-start gap-4 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-4 lg:col-start-3 lg:row-start-1">
          <CampaignDetailFunding campaign={campaign} />
          {renderInvestPanel?.(campaign)}
        </div>
        <div className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CampaignDetailSections campaign={campaign} />
        </div>
        <div className="lg:col-start-3 lg:row-start-2">
          <CampaignDetailAbout business={campaign.business} />
        </div>
      </div>
    </article>
  );
}
