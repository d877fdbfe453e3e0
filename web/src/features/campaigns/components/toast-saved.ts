import type { CampaignStatus } from "@domain/constants/campaigns";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaign } from "@domain/schemas/campaigns";
import { toast } from "@web/lib/toast";

/**
 * The toast after a save: "submitted for review" when the save put the campaign in Pending Review
 * (the founder chose it, or chose Active for a business that is not Verified: decision 018), the
 * page's own message otherwise. Read from what the server stored, not from what was sent.
 */
export function toastSaved(saved: TCampaign, before: CampaignStatus | null, message: string) {
  if (saved.status === "pending" && before !== "pending") {
    toast.success(CAMPAIGN_MESSAGES.submittedForReview, { description: CAMPAIGN_MESSAGES.submittedForReviewText });
  } else {
    toast.success(message);
  }
}
