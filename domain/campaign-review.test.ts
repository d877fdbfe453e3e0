import { describe, expect, it } from "vitest";
import { choosingSubmitsForReview, founderStatusOutcome } from "./campaign-review";
import { CAMPAIGN_REVIEW_RULES } from "./constants/admin";
import type { CampaignStatus } from "./constants/campaigns";

const R = CAMPAIGN_REVIEW_RULES;
type From = CampaignStatus | null;
/** The stored status, or the refusal's sentence. */
type Expected = CampaignStatus | { refused: string };

const outcome = (from: From, to: CampaignStatus, businessVerified: boolean): Expected => {
  const result = founderStatusOutcome({ from, to, businessVerified });
  return result.refusal === null ? result.status : { refused: result.refusal };
};

describe("founderStatusOutcome", () => {
  // [from, to, stored for a Verified business, stored for one that is not]
  it.each<[From, CampaignStatus, Expected, Expected]>([
    // Create: Active goes live only for a Verified business.
    [null, "draft", "draft", "draft"],
    [null, "pending", "pending", "pending"],
    [null, "active", "active", "pending"],
    [null, "rejected", { refused: R.rejectIsAdmins }, { refused: R.rejectIsAdmins }],
    // Any other path to Active is a review for a business that is not Verified.
    ["draft", "active", "active", "pending"],
    ["completed", "active", "active", "pending"],
    ["draft", "pending", "pending", "pending"],
    // Live stays live: an edit of an active campaign keeps it active.
    ["active", "active", "active", "active"],
    ["active", "completed", "completed", "completed"],
    ["active", "draft", "draft", "draft"],
    // Pending Review is the admin's to decide; the founder may only withdraw it to Draft.
    ["pending", "pending", "pending", "pending"],
    ["pending", "draft", "draft", "draft"],
    ["pending", "active", { refused: R.pendingIsAdmins }, { refused: R.pendingIsAdmins }],
    ["pending", "completed", { refused: R.pendingIsAdmins }, { refused: R.pendingIsAdmins }],
    ["pending", "rejected", { refused: R.pendingIsAdmins }, { refused: R.pendingIsAdmins }],
    // A rejected campaign goes live only through another review: Active resubmits it.
    ["rejected", "rejected", "rejected", "rejected"],
    ["rejected", "pending", "pending", "pending"],
    ["rejected", "active", "pending", "pending"],
    ["rejected", "draft", { refused: R.rejectedNeedsReview }, { refused: R.rejectedNeedsReview }],
    ["rejected", "completed", { refused: R.rejectedNeedsReview }, { refused: R.rejectedNeedsReview }],
    // Only an admin rejects.
    ["draft", "rejected", { refused: R.rejectIsAdmins }, { refused: R.rejectIsAdmins }],
    ["active", "rejected", { refused: R.rejectIsAdmins }, { refused: R.rejectIsAdmins }],
  ])("%s -> %s: verified %j, not verified %j", (from, to, verified, unverified) => {
    expect(outcome(from, to, true)).toEqual(verified);
    expect(outcome(from, to, false)).toEqual(unverified);
  });
});

describe("choosingSubmitsForReview", () => {
  it.each<[From, CampaignStatus, boolean, boolean]>([
    [null, "active", false, true],
    [null, "active", true, false],
    ["draft", "active", false, true],
    ["completed", "active", false, true],
    ["rejected", "active", true, true],
    // Already live, or Pending Review chosen as such: nothing to warn about.
    ["active", "active", false, false],
    [null, "pending", false, false],
    // Refused: the server's sentence says why, not the review hint.
    ["pending", "active", false, false],
    ["draft", "draft", false, false],
  ])("%s -> %s (verified %s): %s", (from, to, businessVerified, expected) => {
    expect(choosingSubmitsForReview({ from, to, businessVerified })).toBe(expected);
  });
});
