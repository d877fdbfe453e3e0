import type { Role } from "@domain/constants/accounts";
import { BUSINESS_ACTIONS as A } from "@domain/constants/businesses";
import { MESSAGING_MESSAGES } from "@domain/constants/messaging";
import { sectorLabel } from "@domain/format";
import type { TBusinessDetail } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { BusinessAvatar } from "@web/components/business-avatar";
import { ContactButton } from "@web/components/contact-button";
import { ResponseBadge } from "@web/components/response-badge";
import { StageBadge } from "@web/components/stage-badge";
import { Button } from "@web/components/ui/button";
import { VerifiedBadge } from "@web/components/verified-badge";
import { MapPin, Rocket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { campaignHref } from "./business-card";
import { BusinessReactionButtons } from "./business-reaction-buttons";

export function BusinessProfileHeader({
  detail,
  viewerId,
  viewerRole = null,
  investorActions,
  reportAction,
}: {
  detail: TBusinessDetail;
  viewerId: string | null;
  viewerRole?: Role | null;
  /** Express Interest / View Due Diligence Process (investors only). */
  investorActions?: ReactNode;
  /** Report (signed-in viewers other than the owner). */
  reportAction?: ReactNode;
}) {
  const { business, activeCampaign } = detail;
  const type = sectorLabel(business.businessType);
  // The actions get a row of their own under the name: beside it, up to four buttons squeezed the
  // name into wrapping ("PayLink / Africa") even at 1280 px.
  return (
    <header className="mb-6 space-y-4 rounded-xl border bg-card p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <BusinessAvatar name={business.businessName} logoUrl={business.logoUrl} size="lg" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {business.businessName}
            </h1>
            <StageBadge stage={business.stage} />
            {detail.verified && <VerifiedBadge />}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            {type && <span>{type}</span>}
            {business.incorporationCountry && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {business.incorporationCountry}
              </span>
            )}
            <span>{m.businesses_byOwner({ name: detail.ownerName })}</span>
          </p>
          <ResponseBadge badge={detail.responseBadge} variant="full" />
        </div>
      </div>
      {/* A long label ("Express Interest & Start Due Diligence") wraps inside its button at 375 px
          rather than sticking out of the card. */}
      <div className="flex flex-wrap gap-2 border-t pt-4 [&_:is(a,button)]:h-auto [&_:is(a,button)]:min-h-9 [&_:is(a,button)]:max-w-full [&_:is(a,button)]:whitespace-normal">
        {/* The owner has nothing to save; everyone else may (visitors are asked to sign in). */}
        {viewerId !== business.userId && (
          <BusinessReactionButtons
            id={business.id}
            name={business.businessName}
            saved={detail.saved}
            signedIn={viewerId !== null}
            showPass={false}
          />
        )}
        {viewerRole === "investor" && investorActions}
        {viewerRole === "investor" && (
          <ContactButton userId={business.userId} missingMessage={MESSAGING_MESSAGES.ownerMissing}>
            {A.contactFounder}
          </ContactButton>
        )}
        {activeCampaign ? (
          <Button asChild>
            <Link to={campaignHref(business.id, activeCampaign.id)}>
              <Rocket aria-hidden="true" />
              {A.viewDeal}
            </Link>
          </Button>
        ) : (
          <Button disabled>{A.noActiveCampaign}</Button>
        )}
        {reportAction}
      </div>
    </header>
  );
}
