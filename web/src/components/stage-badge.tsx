import { BUSINESS_STAGE_LABELS, type BusinessStage } from "@domain/constants/businesses";
import { Badge } from "@web/components/ui/badge";

/** The business's own stage (spec: "stage badges from the business's stage"); nothing when unset. */
export function StageBadge({ stage, className }: { stage: BusinessStage | null; className?: string }) {
  if (!stage) return null;
  return (
    <Badge variant="secondary" className={className}>
      {BUSINESS_STAGE_LABELS[stage]}
    </Badge>
  );
}
