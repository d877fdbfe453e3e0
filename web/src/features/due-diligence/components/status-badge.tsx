import { type DueDiligenceStatus, STATUS_LABELS } from "@domain/due-diligence/stages";
import { Badge } from "@web/components/ui/badge";
import { badgeTone } from "@web/features/due-diligence/badge-tone";
import { cn } from "@web/lib/cn";

/** The spec's badge colours: approved green, declined red, closing blue, others outline. */
const TONE_CLASSES = {
  green: "border-transparent bg-green-700 text-white",
  red: "border-transparent bg-destructive text-destructive-foreground",
  blue: "border-transparent bg-blue-700 text-white",
  outline: "",
} as const;

export function StatusBadge({ status, className }: { status: DueDiligenceStatus; className?: string }) {
  const tone = badgeTone(status);
  return (
    <Badge variant={tone === "outline" ? "outline" : "default"} className={cn(TONE_CLASSES[tone], className)}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
