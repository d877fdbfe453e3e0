import { UNPUBLISHABLE_CAMPAIGN_STATUSES, UNPUBLISHED_CAMPAIGN_STATUS } from "@domain/reports/moderation";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaignReviews, campaigns } from "../../db/schema";

// The moderation queue's write on a campaign: unpublish it (domain/reports/moderation.ts says why
// Rejected), recorded as a review with the admin's note, like any other admin decision.

export type Unpublished = { title: string; founderId: string };

/** In the caller's transaction. "missing" when the campaign is gone, "not-live" when it is not active or pending. */
export async function unpublishCampaign(
  tx: Database,
  input: { campaignId: string; adminId: string; note: string },
): Promise<Unpublished | "missing" | "not-live"> {
  const [updated] = await tx
    .update(campaigns)
    .set({ status: UNPUBLISHED_CAMPAIGN_STATUS, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, input.campaignId), inArray(campaigns.status, [...UNPUBLISHABLE_CAMPAIGN_STATUSES])))
    .returning({ title: campaigns.title, businessId: campaigns.businessId });
  if (!updated) {
    const [exists] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, input.campaignId));
    return exists ? "not-live" : "missing";
  }
  await tx.insert(campaignReviews).values({
    campaignId: input.campaignId,
    decision: UNPUBLISHED_CAMPAIGN_STATUS,
    reason: input.note,
    reviewedBy: input.adminId,
  });
  const [owner] = await tx
    .select({ founderId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, updated.businessId));
  if (!owner) return "missing";
  return { title: updated.title, founderId: owner.founderId };
}
