import { BUSINESS_ACTIONS as A } from "@domain/constants/businesses";
import { formatDaysLeft, sectorLabel } from "@domain/format";
import type { TBusinessCard } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { BusinessAvatar } from "@web/components/business-avatar";
import { FundingProgress } from "@web/components/funding-progress";
import { ResponseBadge } from "@web/components/response-badge";
import { StageBadge } from "@web/components/stage-badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { VerifiedBadge } from "@web/components/verified-badge";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { BusinessReactionButtons } from "./business-reaction-buttons";

export function campaignHref(businessId: string, campaignId: string) {
  return `/businesses/${businessId}/campaign/${campaignId}`;
}

export function BusinessCard({
  business,
  signedIn,
  passed = false,
}: {
  business: TBusinessCard;
  signedIn: boolean;
  /** Shown in the viewer's Passed view: Un-pass instead of Pass. */
  passed?: boolean;
}) {
  const { id, businessName, activeCampaign } = business;
  const headingId = `business-${id}-name`;
  const type = sectorLabel(business.businessType);
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col">
        <CardHeader className="flex-row items-start gap-3">
          <BusinessAvatar name={businessName} logoUrl={business.logoUrl} />
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id={headingId} className="line-clamp-2 text-lg leading-tight font-semibold break-words">
              {businessName}
            </h2>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              {business.verified && <VerifiedBadge />}
              <StageBadge stage={business.stage} />
              {type && <span>{type}</span>}
              {business.incorporationCountry && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {business.incorporationCountry}
                </span>
              )}
            </p>
            <ResponseBadge badge={business.responseBadge} />
          </div>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <p className="line-clamp-3 flex-1 text-sm">
            {business.description || <span className="text-muted-foreground">{m.businesses_noDescription()}</span>}
          </p>
          {activeCampaign ? (
            <div className="space-y-1">
              <p className="flex justify-between gap-2 text-xs text-muted-foreground">
                <span className="truncate font-medium">{activeCampaign.title}</span>
                <span className="shrink-0">{formatDaysLeft(activeCampaign.endsAt)}</span>
              </p>
              <FundingProgress
                raised={activeCampaign.raised}
                goal={activeCampaign.fundingGoal}
                percent={activeCampaign.percentFunded}
                label={m.businesses_fundingLabel({ name: businessName })}
              />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{m.businesses_noActiveCampaign()}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <BusinessReactionButtons
              id={id}
              name={businessName}
              saved={business.saved}
              signedIn={signedIn}
              passed={passed}
            />
          </div>
          {/* View Campaign only when there is one: without it the spec's button would open the
              profile under a campaign's name, so the card offers the profile alone. */}
          <div className={activeCampaign ? "grid grid-cols-2 gap-2" : "grid gap-2"}>
            <Button asChild variant="outline" size="sm">
              <Link
                to={`/businesses/${id}`}
                aria-label={m.businesses_actionFor({ action: A.viewProfile, name: businessName })}
              >
                {A.viewProfile}
              </Link>
            </Button>
            {activeCampaign && (
              <Button asChild size="sm">
                <Link
                  to={campaignHref(id, activeCampaign.id)}
                  aria-label={m.businesses_actionFor({ action: A.viewCampaign, name: businessName })}
                >
                  {A.viewCampaign}
                </Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </article>
  );
}
