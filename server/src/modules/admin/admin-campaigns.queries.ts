import type { CampaignReviewDecision } from "@domain/constants/admin";
import type { CampaignStatus } from "@domain/constants/campaigns";
import type { TAdminCampaign } from "@domain/schemas/admin";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, campaignReviews, campaigns, profiles } from "../../db/schema";

// Every campaign, whatever its status or owner, for the admin's review screen.

const latestReason = sql<string | null>`(
  select ${campaignReviews.reason} from ${campaignReviews}
  where ${campaignReviews.campaignId} = ${campaigns.id}
  order by ${campaignReviews.createdAt} desc limit 1
)`;

function selectCampaigns(db: Database) {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      summary: campaigns.summary,
      status: campaigns.status,
      fundingGoal: campaigns.fundingGoal,
      businessId: businesses.id,
      businessName: businesses.businessName,
      founderId: businesses.userId,
      founderName: profiles.fullName,
      createdAt: campaigns.createdAt,
      updatedAt: campaigns.updatedAt,
      reviewReason: latestReason,
    })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .innerJoin(profiles, eq(profiles.id, businesses.userId));
}
type Row = Awaited<ReturnType<typeof selectCampaigns>>[number];

const toAdminCampaign = (row: Row): TAdminCampaign => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest first (Pending Review is usually what the admin opens, filtered by status). */
export async function listAllCampaigns(
  db: Database,
  params: { status?: CampaignStatus; limit: number; offset: number },
): Promise<{ items: TAdminCampaign[]; total: number }> {
  const where = params.status ? eq(campaigns.status, params.status) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectCampaigns(db)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return { items: rows.map(toAdminCampaign), total: totalRow?.n ?? 0 };
}

export async function findAdminCampaign(db: Database, id: string): Promise<TAdminCampaign | null> {
  const [row] = await selectCampaigns(db).where(eq(campaigns.id, id)).limit(1);
  return row ? toAdminCampaign(row) : null;
}

/**
 * Moves a Pending Review campaign to the decision and records the review, in the caller's
 * transaction. Null when the campaign is not (or no longer) pending: two admins deciding at once
 * meet at the status condition and only one wins.
 */
export async function applyCampaignReview(
  tx: Database,
  input: { campaignId: string; decision: CampaignReviewDecision; reason: string | null; adminId: string },
): Promise<{ title: string; founderId: string; businessId: string } | null> {
  const [updated] = await tx
    .update(campaigns)
    .set({ status: input.decision, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.status, "pending")))
    .returning({ title: campaigns.title, businessId: campaigns.businessId });
  if (!updated) return null;
  await tx.insert(campaignReviews).values({
    campaignId: input.campaignId,
    decision: input.decision,
    reason: input.reason,
    reviewedBy: input.adminId,
  });
  const [owner] = await tx
    .select({ founderId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, updated.businessId));
  if (!owner) return null;
  return { ...updated, founderId: owner.founderId };
}
