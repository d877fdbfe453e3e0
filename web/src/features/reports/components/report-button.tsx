import type { ReportTargetType } from "@domain/reports/report-constants";
import { loadOnUse } from "@web/components/load-on-use";
import { Button } from "@web/components/ui/button";
import { REPORT_THIS, REPORT_TEXTS as T } from "@web/features/reports/texts";
import { Flag } from "lucide-react";

const ReportDialog = loadOnUse(() => import("./report-dialog").then((m) => m.ReportDialog), "dialog");

/**
 * Report a business, campaign, investor profile or message: a button that opens the report
 * dialog, whose code loads on first use. `compact`: a small flag for a message bubble.
 */
export function ReportButton({
  targetType,
  targetId,
  compact = false,
}: {
  targetType: ReportTargetType;
  targetId: string;
  compact?: boolean;
}) {
  const name = REPORT_THIS[targetType];
  const trigger = compact ? (
    <Button variant="ghost" size="sm" className="h-6 gap-1 px-1.5 text-[11px]" aria-label={name}>
      <Flag className="size-3" aria-hidden="true" />
      {T.report}
    </Button>
  ) : (
    <Button variant="outline" aria-label={name}>
      <Flag aria-hidden="true" />
      {T.report}
    </Button>
  );
  return <ReportDialog trigger={trigger} targetType={targetType} targetId={targetId} />;
}
