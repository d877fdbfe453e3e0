import { formatScore } from "@domain/format";
import { cn } from "@web/lib/cn";

const TONE: Record<string, string> = {
  "Excellent Match": "bg-primary text-primary-foreground",
  "Good Match": "bg-secondary text-secondary-foreground",
  "Moderate Match": "bg-muted text-foreground",
  "Potential Match": "border text-foreground",
};

/** The match score with its label, e.g. "72% Good Match": the score shown whole, the label from the exact score. */
export function ScoreBadge({ score, label, className }: { score: number; label: string; className?: string }) {
  return (
    <div className={cn("flex shrink-0 flex-col items-end gap-1 text-right", className)}>
      <span className="text-2xl font-bold tabular-nums leading-none">
        <span className="sr-only">Match score </span>
        {formatScore(score)}
      </span>
      <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", TONE[label])}>
        {label}
      </span>
    </div>
  );
}
