import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { formatUsd } from "@domain/format";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { type QuickLink, QuickLinks } from "@web/components/quick-links";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useInvestorDashboard } from "@web/features/investments/api/get-investor-dashboard";
import { RecentInvestments } from "@web/features/investments/components/recent-investments";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { ArrowRight, CircleUser, SlidersHorizontal, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Where to go next, in the reader's language (read at render time). */
const quickLinks = (): ReadonlyArray<QuickLink> => [
  {
    to: "/investor/profile",
    label: m.investments_linkProfile(),
    text: m.investments_linkProfileText(),
    icon: CircleUser,
  },
  {
    to: "/investor/preferences",
    label: m.investments_linkPreferences(),
    text: m.investments_linkPreferencesText(),
    icon: SlidersHorizontal,
  },
  { to: "/investors", label: m.investments_linkInvestors(), text: m.investments_linkInvestorsText(), icon: Users },
  {
    to: "/investor/investments",
    label: m.investments_linkInvestments(),
    text: m.investments_linkInvestmentsText(),
    icon: Wallet,
  },
];

/** One of the three figures: its name, then its value (and a detail). */
function Figure({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">{children}</div>
  );
}

/**
 * /investor/dashboard: where to go next, the investor's real figures and latest investments.
 * `dueDiligence` is the due-diligence area's list; `matches` (AI-Recommended Deals) and
 * `matchCount` (the Business Matches figure) are the matching area's, composed in by the app.
 */
export function InvestorDashboardPage({
  dueDiligence,
  matches,
  matchCount,
}: {
  dueDiligence?: ReactNode;
  matches?: ReactNode;
  matchCount?: ReactNode;
} = {}) {
  const dashboard = useInvestorDashboard();
  const data = dashboard.data;

  return (
    <section className="space-y-8">
      <PageHeader title={T.dashboardTitle} description={T.dashboardDescription} />

      <QuickLinks links={quickLinks()} />

      <section aria-labelledby="investor-figures" className="space-y-3">
        <h2 id="investor-figures" className="text-xl font-semibold">
          {T.yourNumbers}
        </h2>
        {dashboard.isError ? (
          <InlineError
            message={m.investments_figuresError({ error: errorMessageOf(dashboard.error) })}
            onRetry={() => dashboard.refetch()}
          />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure>
              <dt className="text-sm text-muted-foreground">{T.totalInvestments}</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {data ? data.totalInvestments : <Skeleton className="h-8 w-16" />}
              </dd>
            </Figure>
            <Figure>
              <dt className="text-sm text-muted-foreground">{T.totalAmountInvested}</dt>
              <dd className="text-2xl font-bold tabular-nums break-words">
                {data ? formatUsd(data.totalAmountInvested) : <Skeleton className="h-8 w-28" />}
              </dd>
              {/* Completed money only: what founders have not confirmed yet is shown apart. */}
              {data && data.pendingAmountInvested > 0 && (
                <dd className="text-xs text-muted-foreground tabular-nums">
                  {m.investments_amountPending({ amount: formatUsd(data.pendingAmountInvested) })}
                </dd>
              )}
            </Figure>
            <Figure>
              <dt className="text-sm text-muted-foreground">{T.businessMatches}</dt>
              <dd>
                {matchCount ?? (
                  <Link
                    to="/matchmaking"
                    className="inline-flex items-center gap-1 text-lg font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {T.seeMatches} <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </dd>
            </Figure>
          </dl>
        )}
        {!data && !dashboard.isError && (
          <p role="status" className="sr-only">
            {T.loadingFigures}
          </p>
        )}
      </section>

      <section aria-labelledby="recent-investments" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-investments" className="text-xl font-semibold">
            {T.recentInvestments}
          </h2>
          {data && data.recentInvestments.length > 0 && (
            <Link
              to="/investor/investments"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {T.viewAll}
            </Link>
          )}
        </div>
        {dashboard.isPending ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : dashboard.isError ? null : dashboard.data.recentInvestments.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
            <p className="text-muted-foreground">{INVESTMENT_MESSAGES.noInvestments}</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/businesses">{T.exploreBusinesses}</Link>
            </Button>
          </div>
        ) : (
          <RecentInvestments investments={dashboard.data.recentInvestments} />
        )}
      </section>
      {matches}
      {dueDiligence}
    </section>
  );
}
