import { describe, expect, it } from "vitest";
import { founderStatusChangeRefusal } from "./campaign-review";
import { CAMPAIGN_REVIEW_RULES } from "./constants/admin";
import type { CampaignStatus } from "./constants/campaigns";

const R = CAMPAIGN_REVIEW_RULES;

describe("founderStatusChangeRefusal", () => {
  it.each<[CampaignStatus, CampaignStatus, string | null]>([
    ["draft", "active", null],
    ["draft", "pending", null],
    ["active", "completed", null],
    ["completed", "active", null],
    ["pending", "pending", null],
    ["pending", "draft", null],
    ["pending", "active", R.pendingIsAdmins],
    ["pending", "completed", R.pendingIsAdmins],
    ["pending", "rejected", R.pendingIsAdmins],
    ["rejected", "rejected", null],
    ["rejected", "pending", null],
    ["rejected", "draft", R.rejectedNeedsReview],
    ["rejected", "active", R.rejectedNeedsReview],
    ["draft", "rejected", R.rejectIsAdmins],
    ["active", "rejected", R.rejectIsAdmins],
  ])("%s -> %s", (from, to, expected) => {
    expect(founderStatusChangeRefusal(from, to)).toBe(expected);
  });
});
