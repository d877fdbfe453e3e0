import { INVESTMENT_MESSAGES, type InvestmentDecision } from "@domain/constants/investments";
import type { TCampaignInvestment } from "@domain/schemas/investments";
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
import { useDecideInvestment } from "@web/features/investments/api/decide-investment";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type ReactElement, useState } from "react";
import { decisionWording } from "./investment-decision-wording";

/**
 * The confirmation behind Complete or Reject; stays open (and busy) until the server answers.
 * Loaded when the button is first pressed (founder-campaign-investments.tsx), so it opens at once.
 */
export function InvestmentDecisionDialog({
  trigger,
  investment,
  decision,
}: {
  trigger: ReactElement;
  investment: TCampaignInvestment;
  decision: InvestmentDecision;
}) {
  const decide = useDecideInvestment();
  const [open, setOpen] = useState(true);
  const words = decisionWording(decision, investment);

  const confirm = async () => {
    try {
      await decide.mutateAsync({ id: investment.id, status: decision });
      toast.success(INVESTMENT_MESSAGES.statusUpdated, { description: words.done });
    } catch (error) {
      toast.error(INVESTMENT_MESSAGES.errorUpdating, { description: errorMessageOf(error) });
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !decide.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>{words.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={decide.isPending}>{T.cancel}</AlertDialogCancel>
          <Button
            variant={decision === "completed" ? "default" : "destructive"}
            onClick={confirm}
            disabled={decide.isPending}
          >
            {decide.isPending ? T.saving : words.verb}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
