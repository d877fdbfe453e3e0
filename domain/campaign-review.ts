import { CAMPAIGN_REVIEW_RULES } from "./constants/admin";
import type { CampaignStatus } from "./constants/campaigns";

// Decision 011: founders may still publish directly (the spec's form offers Active on create),
// but a campaign in Pending Review is the admin's to decide, and one an admin rejected goes live
// only through another review. The founder's other status changes stay free.

/** Why the founder may not move their campaign from `from` to `to`, or null when they may. */
export function founderStatusChangeRefusal(from: CampaignStatus, to: CampaignStatus): string | null {
  if (from === to) return null;
  if (from === "pending") return to === "draft" ? null : CAMPAIGN_REVIEW_RULES.pendingIsAdmins;
  if (from === "rejected") return to === "pending" ? null : CAMPAIGN_REVIEW_RULES.rejectedNeedsReview;
  if (to === "rejected") return CAMPAIGN_REVIEW_RULES.rejectIsAdmins;
  return null;
}
