import { sectorLabel } from "@domain/format";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { BusinessAvatar } from "@web/components/business-avatar";
import { StageBadge } from "@web/components/stage-badge";
import { Button } from "@web/components/ui/button";
import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";

export function CampaignDetailAbout({ business }: { business: TCampaignWithBusiness["business"] }) {
  const type = sectorLabel(business.businessType);
  return (
    <section aria-labelledby="about-business" className="space-y-4 rounded-xl border bg-card p-5">
      <h2 id="about-business" className="text-lg font-semibold">
        {m.campaigns_aboutBusiness()}
      </h2>
      <div className="flex items-center gap-3">
        <BusinessAvatar name={business.businessName} logoUrl={business.logoUrl} />
        <div className="min-w-0">
          <p className="font-semibold break-words">{business.businessName}</p>
          <p className="text-sm text-muted-foreground">{m.campaigns_byOwner({ name: business.ownerName })}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <StageBadge stage={business.stage} />
        {type && <span>{type}</span>}
        {business.incorporationCountry && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {business.incorporationCountry}
          </span>
        )}
      </div>
      {business.description && <p className="line-clamp-5 text-sm whitespace-pre-line">{business.description}</p>}
      <Button asChild variant="outline" className="w-full">
        <Link to={`/businesses/${business.id}`}>
          {m.campaigns_viewBusinessProfile()}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
