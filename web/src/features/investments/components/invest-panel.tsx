import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { daysLeft, formatUsd } from "@domain/format";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { useViewer } from "@web/lib/session";
import { HandCoins } from "lucide-react";
import { useMemo } from "react";

// The dialog, its form and zod load when Invest Now is first pressed: the campaign page shows without them.
const InvestDialog = loadOnUse(
  () => import("@web/features/investments/components/invest-dialog").then((mod) => mod.InvestDialog),
  "dialog",
);

/**
 * Invest Now on the campaign page (investors only, active campaigns): an amount between the
 * campaign's minimum and maximum and not above what remains of its goal. The investment is pending
 * until the founder completes it; only then does it count in the raised figure.
 */
export function InvestPanel({ campaign }: { campaign: TCampaignWithBusiness }) {
  const viewer = useViewer();
  const limits = useMemo(
    () => ({
      minInvestment: campaign.minInvestment,
      maxInvestment: campaign.maxInvestment,
      remaining: Math.max(0, campaign.fundingGoal - campaign.raised),
    }),
    [campaign.minInvestment, campaign.maxInvestment, campaign.fundingGoal, campaign.raised],
  );

  if (viewer.status !== "signed-in" || viewer.role !== "investor" || campaign.status !== "active") return null;

  const ended = daysLeft(campaign.endsAt) === 0;
  const full = limits.remaining <= 0;
  const closedReason = ended
    ? INVESTMENT_MESSAGES.campaignEnded
    : full
      ? T.fullyFunded
      : limits.remaining < limits.minInvestment
        ? m.investments_belowMinimum({ remaining: formatUsd(limits.remaining) })
        : null;

  return (
    <section aria-labelledby="invest-heading" className="space-y-3 rounded-xl border bg-card p-5">
      <h2 id="invest-heading" className="text-lg font-semibold">
        {m.investments_investIn({ name: campaign.business.businessName })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {m.investments_range({ min: formatUsd(campaign.minInvestment), max: formatUsd(campaign.maxInvestment) })}
      </p>
      {closedReason ? (
        <p className="text-sm font-medium">{closedReason}</p>
      ) : (
        <InvestDialog
          campaign={campaign}
          limits={limits}
          trigger={
            <Button className="w-full">
              <HandCoins aria-hidden="true" /> {T.investNow}
            </Button>
          }
        />
      )}
    </section>
  );
}
