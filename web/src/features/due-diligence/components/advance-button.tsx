import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import { advanceBlocker, REFUSAL_MESSAGES, showsAdvance } from "@domain/due-diligence/process";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { Button } from "@web/components/ui/button";
import { useAdvanceProcess } from "@web/features/due-diligence/api/advance-process";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { ArrowRight } from "lucide-react";

/** Move to Next Step for either party; hidden at approved, declined and closing; disabled until the stage's condition is met. */
export function AdvanceButton({ process }: { process: TProcess }) {
  const advance = useAdvanceProcess(process.id);
  if (!showsAdvance(process.status)) return null;
  const blocker = advanceBlocker(process.status, process.facts);

  if (blocker) {
    return (
      <div className="space-y-1">
        <Button disabled className="w-full" aria-describedby={`advance-hint-${process.id}`}>
          {M.completeCurrentStep}
        </Button>
        <p id={`advance-hint-${process.id}`} className="text-xs text-muted-foreground">
          {REFUSAL_MESSAGES[blocker]}
        </p>
      </div>
    );
  }

  const onClick = async () => {
    try {
      await advance.mutateAsync({ from: process.status });
      toast.success(M.movedToNextStep);
    } catch (error) {
      const description = error instanceof ApiError && error.status === 409 ? error.message : M.moveFailed;
      toast.error(M.errorTitle, { description });
    }
  };

  return (
    <Button className="w-full" onClick={onClick} disabled={advance.isPending}>
      {T.moveToNextStep}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
