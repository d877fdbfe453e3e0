import { type DueDiligenceStatus, STATUS_LABELS } from "@domain/due-diligence/stages";
import { Badge } from "@web/components/ui/badge";
import { BADGE_TONE_CLASSES, badgeTone } from "@web/features/due-diligence/badge-tone";
import { cn } from "@web/lib/cn";

/** The spec's badge colours: approved green, declined red, closing blue, others outline. */
export function StatusBadge({ status, className }: { status: DueDiligenceStatus; className?: string }) {
  const tone = badgeTone(status);
  return (
    <Badge variant={tone === "outline" ? "outline" : "default"} className={cn(BADGE_TONE_CLASSES[tone], className)}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
