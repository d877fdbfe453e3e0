import { formatPercent, formatUsd } from "@domain/format";
import { Progress } from "@web/components/ui/progress";

/** Raised against the goal, with the bar: the same everywhere a campaign's money shows. */
export function FundingProgress({
  raised,
  goal,
  percent,
  label,
}: {
  raised: number;
  goal: number;
  percent: number;
  /** The bar's accessible name, such as "SolarGrid funding". */
  label: string;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span>
          <span className="font-semibold">{formatUsd(raised)}</span>{" "}
          <span className="text-muted-foreground">raised of {formatUsd(goal)}</span>
        </span>
        <span className="font-medium">{formatPercent(percent)} funded</span>
      </div>
      <Progress value={percent} label={label} />
    </div>
  );
}
