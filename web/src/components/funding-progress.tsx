import { formatPercent, formatUsd } from "@domain/format";
import { m } from "@i18n/messages";
import { richText } from "@web/components/rich-text";
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
        <span className="text-muted-foreground">
          {richText(m.ui_raisedOfGoal({ raised: "{raised}", goal: formatUsd(goal) }), {
            raised: <span className="font-semibold text-foreground">{formatUsd(raised)}</span>,
          })}
        </span>
        <span className="font-medium">{m.ui_percentFunded({ percent: formatPercent(percent) })}</span>
      </div>
      <Progress value={percent} label={label} />
    </div>
  );
}
