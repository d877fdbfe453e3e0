import { CAMPAIGN_INSTRUMENT_LABELS } from "@domain/constants/campaigns";
import { formatDaysLeft, formatEquity, formatUsd } from "@domain/format";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { FundingProgress } from "@web/components/funding-progress";

function offeringText({ equityOffered, instrument }: TCampaignWithBusiness) {
  const equity = formatEquity(equityOffered);
  if (instrument === "equity") return `Offering ${equity} equity.`;
  const label = instrument === "safe" ? CAMPAIGN_INSTRUMENT_LABELS.safe : "convertible note";
  return `Offering ${equity} equity through a ${label}.`;
}

/** The funding goal panel: every figure comes from the campaign and its completed investments. */
export function CampaignDetailFunding({ campaign }: { campaign: TCampaignWithBusiness }) {
  const rows: Array<[string, string]> = [
    ["Time left", formatDaysLeft(campaign.endsAt)],
    ["Instrument", CAMPAIGN_INSTRUMENT_LABELS[campaign.instrument]],
    ["Equity offered", formatEquity(campaign.equityOffered)],
    ["Minimum investment", formatUsd(campaign.minInvestment)],
    ["Maximum investment", formatUsd(campaign.maxInvestment)],
    ["Investors", String(campaign.investorCount)],
  ];
  return (
    <section aria-labelledby="funding-goal" className="space-y-4 rounded-xl border bg-card p-5">
      <div>
        <h2 id="funding-goal" className="text-sm font-medium text-muted-foreground">
          Funding Goal
        </h2>
        <p className="text-3xl font-bold">{formatUsd(campaign.fundingGoal)}</p>
      </div>
      <FundingProgress
        raised={campaign.raised}
        goal={campaign.fundingGoal}
        percent={campaign.percentFunded}
        label={`${campaign.title} funding`}
      />
      <p className="text-sm text-muted-foreground">{offeringText(campaign)}</p>
      <dl className="divide-y text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
