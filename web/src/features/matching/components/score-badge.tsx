import { MATCH_LABEL_VALUES } from "@domain/constants/matching";
import { formatScore } from "@domain/format";
import { matchLabelText, MATCH_TEXTS as T } from "../texts";

const [EXCELLENT, GOOD, MODERATE] = MATCH_LABEL_VALUES;

/** The match score with its label, e.g. "72% Good Match": the score shown whole, the label from the exact score. */
export function ScoreBadge({ score, label, className }: { score: number; label: string; className?: string }) {
  return (
    <div className={`flex shrink-0 flex-col items-end gap-1 text-right ${className ?? ""}`}>
      <span className="text-2xl font-bold tabular-nums leading-none">
        <span className="sr-only">{T.scoreLabel} </span>
        {formatScore(score)}
      </span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
          label === EXCELLENT
            ? "bg-primary text-primary-foreground"
            : label === GOOD
              ? "bg-secondary text-secondary-foreground"
              : label === MODERATE
                ? "bg-muted text-foreground"
                : "border text-foreground"
        }`}
      >
        {matchLabelText(label)}
      </span>
    </div>
  );
}
