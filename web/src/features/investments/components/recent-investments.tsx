import { formatUsd } from "@domain/format";
import type { TRecentInvestment } from "@domain/schemas/investments";
import { InvestmentStatusBadge } from "@web/components/investment-status-badge";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** The dashboard's latest investments, each leading to its campaign. */
export function RecentInvestments({ investments }: { investments: TRecentInvestment[] }) {
  return (
    <ul className="divide-y rounded-xl border bg-card shadow-sm">
      {investments.map((investment) => (
        <li key={investment.id}>
          <Link
            to={`/businesses/${investment.businessId}/campaign/${investment.campaignId}`}
            className="flex items-center gap-3 p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{investment.businessName}</span>
              <span className="block truncate text-sm text-muted-foreground">{investment.campaignTitle}</span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
              <span className="font-semibold tabular-nums">{formatUsd(investment.amount)}</span>
              <InvestmentStatusBadge status={investment.status} />
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
