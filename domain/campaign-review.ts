import { CAMPAIGN_REVIEW_RULES } from "./constants/admin";
import type { CampaignStatus } from "./constants/campaigns";

// Decision 018 (review before publishing, superseding 011): a campaign of a business that is not
// Verified goes live only through an admin's review, so a founder choosing Active for it submits it
// for review (Pending Review) instead; a Verified business publishes directly. A campaign in Pending
// Review is the admin's to decide, and one an admin rejected goes live only through another review.
// The founder's other status changes stay free.

/** Why the founder may not move their campaign from `from` to `to`, or null when they may. */
function founderStatusChangeRefusal(from: CampaignStatus, to: CampaignStatus): string | null {
  if (from === to) return null;
  if (from === "pending") return to === "draft" ? null : CAMPAIGN_REVIEW_RULES.pendingIsAdmins;
  if (from === "rejected") return to === "pending" ? null : CAMPAIGN_REVIEW_RULES.rejectedNeedsReview;
  if (to === "rejected") return CAMPAIGN_REVIEW_RULES.rejectIsAdmins;
  return null;
}

/** The status a founder's save stores, or the rule's sentence when the change is refused. */
export type FounderStatusOutcome = { status: CampaignStatus; refusal: null } | { status: null; refusal: string };

/**
 * What a founder's save does to the campaign's status. `from` is the stored status (null when the
 * campaign is being created); `to` is the status the founder chose. Going live (Active from any
 * other status) needs a Verified business: otherwise the campaign goes to Pending Review. Active on
 * a rejected campaign resubmits it, whoever owns it: only a review puts a rejected campaign live.
 */
export function founderStatusOutcome(change: {
  from: CampaignStatus | null;
  to: CampaignStatus;
  businessVerified: boolean;
}): FounderStatusOutcome {
  const { from, to, businessVerified } = change;
  const submitted = { status: "pending", refusal: null } as const;
  if (from === "rejected" && to === "active") return submitted;
  // A new campaign starts from nothing, as a draft would: the create schema limits what it may be.
  const refusal = founderStatusChangeRefusal(from ?? "draft", to);
  if (refusal) return { status: null, refusal };
  if (to === "active" && from !== "active" && !businessVerified) return submitted;
  return { status: to, refusal: null };
}

/** Whether choosing `to` sends the campaign to Pending Review rather than where the founder asked (the form says so). */
export function choosingSubmitsForReview(change: Parameters<typeof founderStatusOutcome>[0]): boolean {
  return change.to !== "pending" && founderStatusOutcome(change).status === "pending";
}
