import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "@domain/constants/campaigns";
import { Badge } from "@web/components/ui/badge";

const LOOK: Record<CampaignStatus, { variant: "default" | "secondary" | "outline" | "muted"; className?: string }> = {
  draft: { variant: "muted" },
  pending: { variant: "secondary" },
  active: { variant: "default" },
  completed: { variant: "outline" },
  rejected: { variant: "outline", className: "border-destructive text-destructive" },
};

/** A campaign's status in the spec's words (pending reads "Pending Review"). */
export function FounderCampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const look = LOOK[status];
  return (
    <Badge variant={look.variant} className={look.className}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
