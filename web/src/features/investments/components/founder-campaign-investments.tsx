import { INVESTMENT_DECISIONS, type InvestmentDecision } from "@domain/constants/investments";
import { formatDate, formatUsd } from "@domain/format";
import type { TCampaign } from "@domain/schemas/campaigns";
import type { TCampaignInvestment } from "@domain/schemas/investments";
import { m } from "@i18n/messages";
import { FundingProgress } from "@web/components/funding-progress";
import { InlineError } from "@web/components/inline-error";
import { InvestmentStatusBadge } from "@web/components/investment-status-badge";
import { LoadMore } from "@web/components/load-more";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useCampaignInvestments } from "@web/features/investments/api/get-campaign-investments";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { Check, X } from "lucide-react";
import { Link } from "react-router";
import { decisionWording } from "./investment-decision-wording";

// The confirmation (Radix's dialog code) loads when Complete or Reject is first pressed.
const InvestmentDecisionDialog = loadOnUse(
  () =>
    import("@web/features/investments/components/investment-decision-dialog").then(
      (mod) => mod.InvestmentDecisionDialog,
    ),
  "dialog",
);

/** Complete or Reject, behind a confirmation. */
function DecisionButton({ investment, decision }: { investment: TCampaignInvestment; decision: InvestmentDecision }) {
  const words = decisionWording(decision, investment);
  return (
    <InvestmentDecisionDialog
      investment={investment}
      decision={decision}
      trigger={
        <Button
          size="sm"
          variant={decision === "completed" ? "default" : "outline"}
          className={decision === "rejected" ? "border-destructive/50 text-destructive" : undefined}
          aria-label={words.label}
        >
          {decision === "completed" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {words.verb}
        </Button>
      }
    />
  );
}

/** /founder/campaigns/{id}: who invested, what the campaign has raised, and the pending ones to decide. */
export function FounderCampaignInvestments({ campaign }: { campaign: TCampaign }) {
  const list = useCampaignInvestments(campaign.id);
  const pages = list.data?.pages ?? [];
  const investments = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  const loadError = m.investments_loadError({ error: errorMessageOf(list.error) });

  return (
    <section aria-labelledby="campaign-investments" className="mb-6 space-y-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="space-y-1">
        <h2 id="campaign-investments" className="text-lg font-semibold">
          {T.campaignInvestments}
        </h2>
        <p className="text-sm text-muted-foreground">{T.campaignIntro}</p>
      </div>
      <FundingProgress
        raised={campaign.raised}
        goal={campaign.fundingGoal}
        percent={campaign.percentFunded}
        label={m.investments_fundingLabel({ title: campaign.title })}
      />
      {list.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <p role="status" className="sr-only">
            {T.loading}
          </p>
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : list.isError && investments.length === 0 ? (
        <InlineError message={loadError} onRetry={() => list.refetch()} />
      ) : investments.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{T.none}</p>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {investments.map((investment) => (
              <li key={investment.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/investors/${investment.investorId}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {investment.investorName}
                  </Link>
                  <p className="text-sm text-muted-foreground">{formatDate(investment.createdAt)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatUsd(investment.amount)}</span>
                  <InvestmentStatusBadge status={investment.status} />
                </div>
                {investment.status === "pending" && (
                  <div className="flex gap-2">
                    {INVESTMENT_DECISIONS.map((decision) => (
                      <DecisionButton key={decision} investment={investment} decision={decision} />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <LoadMore
            shown={investments.length}
            total={total}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            errorMessage={loadError}
            onLoad={() => list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
