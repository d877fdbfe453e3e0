import { Progress } from "@web/components/ui/progress";
import { useProcesses } from "@web/features/due-diligence/api/get-processes";
import { InitialsAvatar } from "@web/features/due-diligence/components/initials-avatar";
import { StatusBadge } from "@web/features/due-diligence/components/status-badge";
import { DASHBOARD_DUE_DILIGENCE_ITEMS } from "@web/features/due-diligence/layout";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { Link } from "react-router";

/** A dashboard's due diligence list: the first processes, each opening its detail. */
export function ProcessOverview({
  viewerRole,
  limit = DASHBOARD_DUE_DILIGENCE_ITEMS,
}: {
  viewerRole: "investor" | "founder";
  limit?: number;
}) {
  const list = useProcesses();
  const items = list.data?.items.slice(0, limit) ?? [];
  return (
    <section aria-labelledby="due-diligence-overview" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="due-diligence-overview" className="text-xl font-semibold">
          {T.dashboardHeading}
        </h2>
        {(list.data?.total ?? 0) > 0 && (
          <Link to="/due-diligence" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {T.viewAll(list.data?.total ?? 0)}
          </Link>
        )}
      </div>
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.loading}…
        </p>
      ) : list.isError ? null : items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {viewerRole === "founder" ? T.dashboardEmptyFounder : T.dashboardEmptyInvestor}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {/* grid-cols-1 is minmax(0, 1fr): a long unbroken name wraps in its card instead of
              widening the page at 375 px (an implicit column grows to fit the longest word). */}
          {items.map((p) => (
            <li key={p.id}>
              <Link
                to={`/due-diligence/${p.id}`}
                className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center gap-3">
                  <InitialsAvatar name={p.counterpartName} />
                  <span className="min-w-0 flex-1 font-semibold break-words">{p.counterpartName}</span>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <StatusBadge status={p.status} />
                  <span className="text-sm font-semibold tabular-nums">{p.progress}%</span>
                </span>
                <Progress value={p.progress} label={T.progressLabel(p.counterpartName)} />
                <span className="text-xs text-muted-foreground">{p.nextStep}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
