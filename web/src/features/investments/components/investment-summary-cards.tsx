import { formatUsd } from "@domain/format";
import type { TInvestmentSummary } from "@domain/schemas/investments";
import { m } from "@i18n/messages";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { CheckCircle2, Hourglass, Wallet } from "lucide-react";

/**
 * My Investments' three summary cards, with the dashboard's labels: how many investments, the
 * money founders confirmed (Total Amount Invested, beside the table's Completed badges), and the
 * money still waiting, apart because a founder may yet reject it.
 */
export function InvestmentSummaryCards({ summary }: { summary: TInvestmentSummary }) {
  const cards = [
    {
      label: T.totalInvestments,
      value: String(summary.count),
      note: T.pendingAndCompleted,
      icon: Wallet,
    },
    {
      label: T.totalAmountInvested,
      value: formatUsd(summary.completedAmount),
      note: m.investments_confirmedCount({ count: summary.completedCount }),
      icon: CheckCircle2,
    },
    {
      label: T.pending,
      value: formatUsd(summary.pendingAmount),
      note: m.investments_awaitingCount({ count: summary.pendingCount }),
      icon: Hourglass,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ label, value, note, icon: Icon }) => (
        <div key={label} className="space-y-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums break-words">{value}</dd>
          <dd className="text-xs text-muted-foreground">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
