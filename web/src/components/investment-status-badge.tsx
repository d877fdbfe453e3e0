import { INVESTMENT_STATUS_LABELS, type InvestmentStatus } from "@domain/constants/investments";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

// Spec part 2, section 4: pending yellow, completed green, rejected red. Each pair keeps its
// label readable (4.5:1) on the card in both themes.
const LOOK: Record<InvestmentStatus, string> = {
  pending:
    "border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-400/40 dark:bg-yellow-400/15 dark:text-yellow-200",
  completed:
    "border-green-300 bg-green-100 text-green-900 dark:border-green-400/40 dark:bg-green-400/15 dark:text-green-200",
  rejected: "border-red-300 bg-red-100 text-red-900 dark:border-red-400/40 dark:bg-red-400/15 dark:text-red-200",
};

/** An investment's status, coloured as the spec says; the word carries the meaning, the colour repeats it. */
export function InvestmentStatusBadge({ status, className }: { status: InvestmentStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(LOOK[status], className)}>
      {INVESTMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
