import { CAMPAIGN_INSTRUMENT_LABELS } from "@domain/constants/campaigns";
import { formatDaysLeft, formatEquity, formatNumber, formatUsd } from "@domain/format";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { FundingProgress } from "@web/components/funding-progress";

function offeringText({ equityOffered, instrument }: TCampaignWithBusiness) {
  const equity = formatEquity(equityOffered);
  if (instrument === "equity") return m.campaigns_offeringEquity({ equity });
  if (instrument === "safe") return m.campaigns_offeringSafe({ equity, instrument: CAMPAIGN_INSTRUMENT_LABELS.safe });
  return m.campaigns_offeringConvertibleNote({ equity });
}

/** The funding goal panel: every figure comes from the campaign and its completed investments. */
export function CampaignDetailFunding({ campaign }: { campaign: TCampaignWithBusiness }) {
  const rows: Array<[string, string]> = [
    [m.campaigns_timeLeft(), formatDaysLeft(campaign.endsAt)],
    [m.campaigns_instrument(), CAMPAIGN_INSTRUMENT_LABELS[campaign.instrument]],
    [m.campaigns_equityOffered(), formatEquity(campaign.equityOffered)],
    [m.campaigns_minInvestment(), formatUsd(campaign.minInvestment)],
    [m.campaigns_maxInvestment(), formatUsd(campaign.maxInvestment)],
    [m.campaigns_investors(), formatNumber(campaign.investorCount)],
  ];
  return (
    <section aria-labelledby="funding-goal" className="space-y-4 rounded-xl border bg-card p-5">
      <div>
        <h2 id="funding-goal" className="text-sm font-medium text-muted-foreground">
          {m.campaigns_fundingGoal()}
        </h2>
        <p className="text-3xl font-bold">{formatUsd(campaign.fundingGoal)}</p>
      </div>
      <FundingProgress
        raised={campaign.raised}
        goal={campaign.fundingGoal}
        percent={campaign.percentFunded}
        label={m.campaigns_fundingLabel({ title: campaign.title })}
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
