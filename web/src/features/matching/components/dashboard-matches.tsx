import { MATCH_DASHBOARD_COUNT, MATCH_MESSAGES } from "@domain/constants/matching";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Link } from "react-router";
import { useMatches } from "../api/get-matches";
import { MATCH_TEXTS as T } from "../texts";
import { ScoreBadge } from "./score-badge";

/** The dashboards' top 4 matches (investor: AI-Recommended Deals; founder: AI Investor Matches). */
export function DashboardMatches({ side }: { side: "investor" | "founder" }) {
  const list = useMatches({ limit: MATCH_DASHBOARD_COUNT });
  const title = side === "investor" ? T.recommendedDeals : T.investorMatches;
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="dashboard-matches" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="dashboard-matches" className="text-xl font-semibold">
          {title}
        </h2>
        <Link to="/matchmaking" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {T.viewAll}
        </Link>
      </div>
      {list.isError ? (
        <InlineError message={MATCH_MESSAGES.loadError} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
          <p className="text-muted-foreground">
            {side === "investor" ? MATCH_MESSAGES.noInvestorMatches : MATCH_MESSAGES.noFounderMatches}
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to={side === "investor" ? "/investor/preferences" : "/founder/business"}>
              {side === "investor" ? MATCH_MESSAGES.updatePreferences : T.completeBusiness}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {/* grid-cols-1 is minmax(0, 1fr): a long unbroken name wraps in its card instead of
              widening the page at 375 px (an implicit column grows to fit the longest word). */}
          {items.map((m) => (
            <li key={m.id}>
              <Link
                to={m.link}
                className="flex items-start justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{m.name}</span>
                  <span className="block text-sm text-muted-foreground break-words">{m.subtitle}</span>
                  {m.fired[0] && <span className="mt-1 block text-sm break-words">{m.fired[0].reason}</span>}
                </span>
                <ScoreBadge score={m.score} label={m.label} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The investor dashboard's Business Matches figure: how many businesses match, linking to /matchmaking. */
export function MatchCount() {
  const list = useMatches({ limit: MATCH_DASHBOARD_COUNT });
  return (
    <Link to="/matchmaking" className="group inline-flex items-baseline gap-2 text-primary">
      <span className="text-2xl font-bold tabular-nums text-foreground">
        {list.data ? list.data.allTotal : <Skeleton className="inline-block h-8 w-12 align-middle" />}
      </span>
      <span className="text-sm font-medium underline-offset-4 group-hover:underline">{T.seeMatches}</span>
    </Link>
  );
}
