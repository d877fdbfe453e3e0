import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import { Button } from "@web/components/ui/button";
import { useExpressInterest } from "@web/features/due-diligence/api/express-interest";
import { useProcessLookup } from "@web/features/due-diligence/api/get-process-lookup";
import { WRAPPING_BUTTON as WRAPS } from "@web/features/due-diligence/layout";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { ClipboardCheck } from "lucide-react";
import { Link, useNavigate } from "react-router";

/**
 * Express Interest & Start Due Diligence for an investor, or View Due Diligence Process once a
 * process exists (the business page and the campaign page compose it in; investors only).
 * Interest needs the business's active campaign (CLARIFICATIONS): without one the button stays
 * disabled and says why; the server refuses too.
 */
export function InterestButton({
  businessId,
  campaignId,
  short = false,
}: {
  businessId: string;
  /** The business's active campaign; null when it has none. */
  campaignId: string | null;
  /** The campaign page's "Express Interest" (beside Invest Now) instead of the business page's longer label. */
  short?: boolean;
}) {
  const lookup = useProcessLookup(businessId, true);
  const start = useExpressInterest();
  const navigate = useNavigate();
  const existing = lookup.data?.process ?? null;

  if (existing) {
    return (
      <Button asChild variant="outline">
        <Link to={`/due-diligence/${existing.id}`}>
          <ClipboardCheck aria-hidden="true" />
          {T.viewProcess}
        </Link>
      </Button>
    );
  }

  const label = short ? T.expressInterestShort : T.expressInterest;
  if (!campaignId) {
    const hintId = `interest-hint-${businessId}`;
    return (
      <div className="max-w-xs space-y-1">
        <Button disabled aria-describedby={hintId} className={WRAPS}>
          <ClipboardCheck aria-hidden="true" />
          {label}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {T.needsActiveCampaign}
        </p>
      </div>
    );
  }

  const onClick = async () => {
    try {
      const { process } = await start.mutateAsync({ businessId, campaignId });
      toast.success(M.interestTitle, { description: M.interestText });
      navigate(`/due-diligence/${process.id}`);
    } catch (error) {
      toast.error(M.errorStarting, { description: errorMessageOf(error, M.startFailed) });
    }
  };

  return (
    <Button onClick={onClick} disabled={lookup.isPending || start.isPending} className={WRAPS}>
      <ClipboardCheck aria-hidden="true" />
      {label}
    </Button>
  );
}
