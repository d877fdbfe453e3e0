import { INVESTOR_CARD_FALLBACKS, INVESTOR_FOCUS_SECTORS_MAX } from "@domain/constants/investors";
import { sectorLabel } from "@domain/format";
import type { TInvestorCard } from "@domain/schemas/investors";
import { m } from "@i18n/messages";
import { ResponseBadge } from "@web/components/response-badge";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { InvestorAvatar } from "./investor-avatar";
import { VerificationBadge } from "./verification-badge";

/** One investor in /investors: who, where, what they back, and how much (the spec's fallbacks when unset). */
export function InvestorCard({ investor }: { investor: TInvestorCard }) {
  const headingId = `investor-${investor.userId}-name`;
  const sectors = investor.sectors.slice(0, INVESTOR_FOCUS_SECTORS_MAX);
  const facts: Array<[string, string]> = [
    [m.investors_ticketSize(), investor.ticketRange ?? INVESTOR_CARD_FALLBACKS.ticket],
    [m.investors_stage(), investor.stagePreference ?? INVESTOR_CARD_FALLBACKS.stage],
  ];
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col">
        <CardHeader className="flex-row items-start gap-3">
          <InvestorAvatar name={investor.fullName} avatarUrl={investor.avatarUrl} />
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id={headingId} className="line-clamp-2 text-lg leading-tight font-semibold break-words">
              {investor.fullName}
            </h2>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <span>{investor.investorTypeLabel}</span>
              <VerificationBadge verified={investor.verified} />
            </p>
            <ResponseBadge badge={investor.responseBadge} />
            {investor.address && (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{investor.address}</span>
              </p>
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <div className="flex-1 space-y-2">
            <h3 className="text-xs font-medium text-muted-foreground">{m.investors_focusSectors()}</h3>
            {sectors.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {sectors.map((s) => (
                  <li key={s}>
                    <Badge variant="secondary">{sectorLabel(s)}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{m.investors_noSectorsOnCard()}</p>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{term}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/investors/${investor.userId}`}
              aria-label={m.investors_viewProfileOf({ name: investor.fullName })}
            >
              {m.investors_viewProfile()}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </article>
  );
}
