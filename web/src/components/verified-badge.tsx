import { VERIFIED_LABELS, type VerificationSubject } from "@domain/verification/constants";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { BadgeCheck } from "lucide-react";

/**
 * "Verified": an admin checked the business's registration or the investor's identity (KYC).
 * Shown on business pages and cards, deal and match cards, the campaign page and investors.
 * `subject` picks the word's agreement in French (« Vérifiée » for a business, « Vérifié » for an investor).
 */
export function VerifiedBadge({
  className,
  subject = "business",
}: {
  className?: string;
  subject?: VerificationSubject;
}) {
  return (
    <Badge
      variant="outline"
      className={cn(
        "border-green-300 bg-green-100 text-green-900 dark:border-green-400/40 dark:bg-green-400/15 dark:text-green-200",
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {VERIFIED_LABELS[subject]}
    </Badge>
  );
}
