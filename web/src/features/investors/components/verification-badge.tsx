import { KYC_LABELS } from "@domain/constants/investors";
import { Badge } from "@web/components/ui/badge";
import { BadgeCheck, Clock } from "lucide-react";

/** KYC approved reads Verified; anything else reads Pending (spec part 1, section 4). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge
      variant="outline"
      className="border-green-300 bg-green-100 text-green-900 dark:border-green-400/40 dark:bg-green-400/15 dark:text-green-200"
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {KYC_LABELS.verified}
    </Badge>
  ) : (
    <Badge variant="muted">
      <Clock className="size-3.5" aria-hidden="true" />
      {KYC_LABELS.pending}
    </Badge>
  );
}
