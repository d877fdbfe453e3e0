import { BUSINESS_ACTIONS } from "@domain/constants/businesses";
import { CAMPAIGN_INSTRUMENT_LABELS } from "@domain/constants/campaigns";
import { formatDaysLeft, formatUsd } from "@domain/format";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { BusinessAvatar } from "@web/components/business-avatar";
import { CampaignBanner } from "@web/components/campaign-banner";
import { FundingProgress } from "@web/components/funding-progress";
import { StageBadge } from "@web/components/stage-badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { VerifiedBadge } from "@web/components/verified-badge";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";

function dealHref(campaign: { id: string; businessId: string }) {
  return `/businesses/${campaign.businessId}/campaign/${campaign.id}`;
}

export function DealCard({ campaign }: { campaign: TCampaignWithBusiness }) {
  const { business } = campaign;
  const headingId = `deal-${campaign.id}-title`;
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col overflow-hidden">
        <div className="relative">
          <CampaignBanner url={campaign.bannerImageUrl} seed={campaign.id} className="h-24" />
          <StageBadge stage={business.stage} className="absolute top-3 right-3 shadow-sm" />
        </div>
        <div className="flex flex-1 flex-col gap-4 p-5">
          <div className="flex items-start gap-3">
            <span className="relative -mt-10 shrink-0 rounded-lg bg-card ring-4 ring-card">
              <BusinessAvatar name={business.businessName} logoUrl={business.logoUrl} size="sm" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={headingId} className="text-lg leading-tight font-semibold">
                {campaign.title}
              </h2>
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                <span className="truncate">{business.businessName}</span>
                {business.verified && <VerifiedBadge />}
              </p>
            </div>
          </div>
          <p className="line-clamp-3 flex-1 text-sm">{campaign.summary}</p>
          <FundingProgress
            raised={campaign.raised}
            goal={campaign.fundingGoal}
            percent={campaign.percentFunded}
            label={m.deals_fundingLabel({ title: campaign.title })}
          />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{m.deals_instrument()}</dt>
              <dd className="font-medium">{CAMPAIGN_INSTRUMENT_LABELS[campaign.instrument]}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{m.deals_minInvestment()}</dt>
              <dd className="font-medium">{formatUsd(campaign.minInvestment)}</dd>
            </div>
          </dl>
          <div className="flex items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden="true" />
              {formatDaysLeft(campaign.endsAt)}
            </span>
            <Button asChild size="sm">
              <Link
                to={dealHref(campaign)}
                aria-label={m.deals_actionFor({ action: BUSINESS_ACTIONS.viewCampaign, title: campaign.title })}
              >
                {BUSINESS_ACTIONS.viewCampaign}
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </article>
  );
}
