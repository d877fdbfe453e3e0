import { INVESTOR_TICKET_FALLBACK, KYC_LABELS, RISK_APPETITE_LABELS } from "@domain/constants/investors";
import { perLocale, sectorLabel } from "@domain/format";
import type { TInvestorPublic } from "@domain/schemas/investors";
import { m } from "@i18n/messages";
import { BusinessAvatar } from "@web/components/business-avatar";
import { ResponseBadge } from "@web/components/response-badge";
import { Badge } from "@web/components/ui/badge";
import { Briefcase, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { InvestorAvatar } from "./investor-avatar";
import { VerificationBadge } from "./verification-badge";

/** "January 2025", « janvier 2025 »: the month a member joined, in the reader's language. */
const monthAndYear = perLocale((l) => new Intl.DateTimeFormat(l, { month: "long", year: "numeric", timeZone: "UTC" }));

const memberSince = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : monthAndYear().format(date);
};

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function InvestorPublicHeader({ investor, actions }: { investor: TInvestorPublic; actions?: ReactNode }) {
  const since = memberSince(investor.memberSince);
  return (
    <header className="mb-6 flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center">
      <InvestorAvatar name={investor.fullName} avatarUrl={investor.avatarUrl} size="lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{investor.fullName}</h1>
          <VerificationBadge verified={investor.verified} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span>{investor.investorTypeLabel}</span>
          {investor.address && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {investor.address}
            </span>
          )}
          {since && <span>{m.investors_memberSince({ date: since })}</span>}
        </p>
        <ResponseBadge badge={investor.responseBadge} variant="full" />
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** The public page's body: story and focus on the left, the figures on the right. */
export function InvestorPublicDetails({ investor }: { investor: TInvestorPublic }) {
  const facts: Array<[string, ReactNode]> = [
    [m.investors_ticketSize(), investor.ticketRange ?? INVESTOR_TICKET_FALLBACK.text],
    [m.investors_stageFocus(), investor.stagePreference ?? m.investors_notSpecified()],
    [m.investors_riskAppetite(), RISK_APPETITE_LABELS[investor.riskAppetite]],
    [m.investors_location(), investor.address ?? m.investors_notSpecified()],
    [m.investors_verification(), investor.verified ? KYC_LABELS.verified : KYC_LABELS.pending],
  ];
  return (
    // On a phone the figures come first, then the story.
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <section
        aria-labelledby="investor-facts"
        className="rounded-xl border bg-card p-5 shadow-sm lg:col-start-3 lg:row-start-1"
      >
        <h2 id="investor-facts" className="text-lg font-semibold">
          {m.investors_atAGlance()}
        </h2>
        <dl className="mt-2 divide-y text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-right font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="space-y-4 lg:col-span-2 lg:col-start-1 lg:row-start-1">
        {investor.bio && (
          <Panel id="investor-about" title={m.investors_about()}>
            <p className="whitespace-pre-line">{investor.bio}</p>
          </Panel>
        )}
        <Panel id="investor-focus" title={m.investors_investmentFocus()}>
          {investor.sectors.length > 0 ? (
            <ul aria-label={m.investors_sectors()} className="flex flex-wrap gap-2">
              {investor.sectors.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{sectorLabel(s)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{m.investors_noSectorsListed()}</p>
          )}
          {investor.preferredIndustries.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-medium text-muted-foreground">{m.investors_preferredIndustries()}</h3>
              <ul aria-label={m.investors_preferredIndustries()} className="flex flex-wrap gap-2">
                {investor.preferredIndustries.map((s) => (
                  <li key={s}>
                    <Badge variant="outline">{s}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {investor.investmentThesis && (
            <div className="space-y-1">
              <h3 className="text-sm font-medium text-muted-foreground">{m.investors_investmentThesis()}</h3>
              <p className="whitespace-pre-line">{investor.investmentThesis}</p>
            </div>
          )}
          {investor.dealAppetite && (
            <div className="space-y-1">
              <h3 className="text-sm font-medium text-muted-foreground">{m.investors_dealAppetite()}</h3>
              <p className="whitespace-pre-line">{investor.dealAppetite}</p>
            </div>
          )}
        </Panel>
        <Panel id="investor-portfolio" title={m.investors_portfolio()}>
          {investor.portfolio.length > 0 ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {investor.portfolio.map((business) => (
                <li key={business.id}>
                  <Link
                    to={`/businesses/${business.id}`}
                    className="flex items-center gap-3 rounded-lg border p-3 font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <BusinessAvatar name={business.name} logoUrl={business.logoUrl} size="sm" />
                    <span className="min-w-0 truncate">{business.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Briefcase className="size-4" aria-hidden="true" />
              {m.investors_noPortfolio()}
            </p>
          )}
        </Panel>
      </div>
    </div>
  );
}
