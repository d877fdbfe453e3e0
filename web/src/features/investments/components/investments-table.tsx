import { formatDate, formatUsd } from "@domain/format";
import type { TInvestment } from "@domain/schemas/investments";
import { BusinessAvatar } from "@web/components/business-avatar";
import { InvestmentStatusBadge } from "@web/components/investment-status-badge";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { Link } from "react-router";

/** The investment history: business and campaign (to the campaign page), amount, status, date. */
export function InvestmentsTable({ investments }: { investments: TInvestment[] }) {
  return (
    // A narrow screen scrolls the table sideways; the region is focusable so a keyboard can too.
    <section
      aria-label={T.history}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {T.columnBusiness}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {T.columnCampaign}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {T.columnAmount}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {T.columnStatus}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {T.columnDate}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {investments.map((investment) => (
            <tr key={investment.id}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                <span className="flex items-center gap-3">
                  <BusinessAvatar name={investment.business.name} logoUrl={investment.business.logoUrl} size="sm" />
                  <Link to={`/businesses/${investment.business.id}`} className="underline-offset-4 hover:underline">
                    {investment.business.name}
                  </Link>
                </span>
              </th>
              <td className="px-4 py-3">
                <Link
                  to={`/businesses/${investment.business.id}/campaign/${investment.campaign.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {investment.campaign.title}
                </Link>
              </td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatUsd(investment.amount)}</td>
              <td className="px-4 py-3">
                <InvestmentStatusBadge status={investment.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(investment.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
