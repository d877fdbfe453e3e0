import { KYC_LABELS } from "@domain/constants/investors";
import { Badge } from "@web/components/ui/badge";
import { VerifiedBadge } from "@web/components/verified-badge";
import { Clock } from "lucide-react";

/** KYC approved reads Verified; anything else reads Pending (spec part 1, section 4). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <VerifiedBadge subject="investor" />
  ) : (
    <Badge variant="muted">
      <Clock className="size-3.5" aria-hidden="true" />
      {KYC_LABELS.pending}
    </Badge>
  );
}
