import { INVESTMENT_MESSAGES, type InvestmentDecision } from "@domain/constants/investments";
import { formatUsd } from "@domain/format";
import type { TCampaign } from "@domain/schemas/campaigns";
import type { TCampaignInvestment } from "@domain/schemas/investments";
import { FundingProgress } from "@web/components/funding-progress";
import { InlineError } from "@web/components/inline-error";
import { InvestmentStatusBadge } from "@web/components/investment-status-badge";
import { LoadMore } from "@web/components/load-more";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDecideInvestment } from "@web/features/investments/api/decide-investment";
import { useCampaignInvestments } from "@web/features/investments/api/get-campaign-investments";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { day: "numeric", month: "short", year: "numeric" });

const WORDING: Record<InvestmentDecision, { verb: string; title: string; text: string; done: string }> = {
  completed: {
    verb: "Complete",
    title: "Complete this investment?",
    text: "counts toward the campaign's raised amount from now on. This cannot be undone.",
    done: "completed",
  },
  rejected: {
    verb: "Reject",
    title: "Reject this investment?",
    text: "will not count toward the campaign, and the investor is told. This cannot be undone.",
    done: "rejected",
  },
};

/** Complete or Reject behind a confirmation; stays open (and busy) until the server answers. */
function DecisionButton({ investment, decision }: { investment: TCampaignInvestment; decision: InvestmentDecision }) {
  const decide = useDecideInvestment();
  const [open, setOpen] = useState(false);
  const words = WORDING[decision];
  const what = `${formatUsd(investment.amount)} from ${investment.investorName}`;

  const confirm = async () => {
    try {
      await decide.mutateAsync({ id: investment.id, status: decision });
      toast.success(INVESTMENT_MESSAGES.statusUpdated, { description: `The investment of ${what} is ${words.done}.` });
    } catch (error) {
      toast.error(INVESTMENT_MESSAGES.errorUpdating, { description: errorMessageOf(error) });
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !decide.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant={decision === "completed" ? "default" : "outline"}
          className={decision === "rejected" ? "border-destructive/50 text-destructive" : undefined}
          aria-label={`${words.verb} investment of ${what}`}
        >
          {decision === "completed" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {words.verb}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>
            The investment of {what} {words.text}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={decide.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant={decision === "completed" ? "default" : "destructive"}
            onClick={confirm}
            disabled={decide.isPending}
          >
            {decide.isPending ? "Saving…" : words.verb}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** /founder/campaigns/{id}: who invested, what the campaign has raised, and the pending ones to decide. */
export function FounderCampaignInvestments({ campaign }: { campaign: TCampaign }) {
  const list = useCampaignInvestments(campaign.id);
  const pages = list.data?.pages ?? [];
  const investments = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  const loadError = `Error loading investments: ${errorMessageOf(list.error)}`;

  return (
    <section aria-labelledby="campaign-investments" className="mb-6 space-y-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="space-y-1">
        <h2 id="campaign-investments" className="text-lg font-semibold">
          Investments
        </h2>
        <p className="text-sm text-muted-foreground">
          Complete an investment once the money has arrived; only completed investments count as raised.
        </p>
      </div>
      <FundingProgress
        raised={campaign.raised}
        goal={campaign.fundingGoal}
        percent={campaign.percentFunded}
        label={`${campaign.title} funding`}
      />
      {list.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <p role="status" className="sr-only">
            Loading investments
          </p>
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : list.isError && investments.length === 0 ? (
        <InlineError message={loadError} onRetry={() => list.refetch()} />
      ) : investments.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No investments yet.</p>
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
                  <p className="text-sm text-muted-foreground">{dateOf(investment.createdAt)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatUsd(investment.amount)}</span>
                  <InvestmentStatusBadge status={investment.status} />
                </div>
                {investment.status === "pending" && (
                  <div className="flex gap-2">
                    <DecisionButton investment={investment} decision="completed" />
                    <DecisionButton investment={investment} decision="rejected" />
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
