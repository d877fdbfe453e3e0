import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { formatNumber, formatUsd, perLocale } from "@domain/format";
import type { TBusiness } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { TrendingUp, Users, Wallet } from "lucide-react";

/** The founder's growth rate as entered ("12.5", "12,5"), without grouping ("1500%" as before). */
const growthNumber = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 10, useGrouping: false }));

export function TractionPanel({ metrics }: { metrics: TBusiness["tractionMetrics"] }) {
  const cards = [
    { icon: Wallet, label: m.businesses_revenue(), value: formatUsd(metrics.revenue) },
    { icon: Users, label: m.businesses_users(), value: formatNumber(metrics.users) },
    {
      icon: TrendingUp,
      label: m.businesses_growthRate(),
      value: m.businesses_growthRateValue({ rate: growthNumber().format(metrics.growthRate) }),
    },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-lg border p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2">
        <h3 className="font-semibold">{m.businesses_history()}</h3>
        {/* Only the latest figures are kept today; a history of them would be drawn here. */}
        <p className="text-muted-foreground">{BUSINESS_MESSAGES.noHistory}</p>
      </div>
    </div>
  );
}

export function MilestoneList({ milestones }: { milestones: TBusiness["milestones"] }) {
  if (milestones.length === 0) return <p className="text-muted-foreground">{BUSINESS_MESSAGES.noMilestones}</p>;
  return (
    <ol className="space-y-4 border-l-2 border-primary/30 pl-5">
      {milestones.map((milestone, index) => (
        <li key={index} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-primary" />
          <p className="font-medium">{milestone.title}</p>
          {/* The founder's own words ("Q3 2024"), not a date to format. */}
          {milestone.date && <p className="text-sm text-muted-foreground">{milestone.date}</p>}
          {milestone.description && <p className="mt-1 text-sm whitespace-pre-line">{milestone.description}</p>}
        </li>
      ))}
    </ol>
  );
}

export function FundraisingList({ rounds }: { rounds: TBusiness["fundraisingHistory"] }) {
  if (rounds.length === 0) return <p className="text-muted-foreground">{BUSINESS_MESSAGES.noFundraising}</p>;
  return (
    <ul className="space-y-3">
      {rounds.map((round, index) => (
        <li key={index} className="rounded-lg border p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-lg font-semibold">{formatUsd(round.amount)}</p>
            {round.date && <p className="text-sm text-muted-foreground">{round.date}</p>}
          </div>
          {round.valuation > 0 && (
            <p className="text-sm text-muted-foreground">
              {m.businesses_roundValuation({ amount: formatUsd(round.valuation) })}
            </p>
          )}
          {round.investors.length > 0 && (
            <p className="mt-1 text-sm">{m.businesses_roundInvestors({ names: round.investors.join(", ") })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
