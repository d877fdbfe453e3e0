import { CAMPAIGN_STATUS_LABELS } from "@domain/constants/campaigns";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { BusinessAvatar } from "@web/components/business-avatar";
import { CampaignBanner } from "@web/components/campaign-banner";
import { StageBadge } from "@web/components/stage-badge";
import { Badge } from "@web/components/ui/badge";
import { VerifiedBadge } from "@web/components/verified-badge";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Banner, title and summary; `actions` (the viewer's, e.g. Contact Founder) sit beside them, or below on a phone. */
export function CampaignDetailHeader({ campaign, actions }: { campaign: TCampaignWithBusiness; actions?: ReactNode }) {
  const { business } = campaign;
  return (
    <header className="mb-6 overflow-hidden rounded-xl border bg-card">
      <CampaignBanner url={campaign.bannerImageUrl} seed={campaign.id} className="h-36 sm:h-56" priority />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <span className="relative -mt-12 self-start rounded-lg bg-card ring-4 ring-card sm:-mt-14">
          <BusinessAvatar name={business.businessName} logoUrl={business.logoUrl} size="lg" />
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{campaign.title}</h1>
            <StageBadge stage={business.stage} />
            {business.verified && <VerifiedBadge />}
            {/* Only the founder can open a campaign that is not live; tell them which state it is in. */}
            {campaign.status !== "active" && <Badge variant="outline">{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>}
          </div>
          <p className="text-muted-foreground">
            {m.campaigns_by()}{" "}
            <Link
              to={`/businesses/${business.id}`}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {business.businessName}
            </Link>
          </p>
          <p className="whitespace-pre-line">{campaign.summary}</p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2 *:max-sm:w-full">{actions}</div>}
      </div>
    </header>
  );
}
