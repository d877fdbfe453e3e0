import type { TCampaign } from "@domain/schemas/campaigns";
import { eq } from "drizzle-orm";
import { campaigns } from "../db/schema";
import type { signedInAdmin } from "./admin";
import { createCampaign, founderWithBusiness, insertInvestment, setBusinessVerified } from "./catalogue";
import type { createTestApp } from "./test-app";

// Live campaigns for the ranking tests (decision 018: Verified first, then the share of the goal
// raised, then the newest): Verified or not, funded to a given percent, created at a given time.

type TestHandle = Awaited<ReturnType<typeof createTestApp>>;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

export type RankedSpec = {
  title: string;
  verified: boolean;
  /** Percent of the 100 000 goal raised by completed investments. */
  funded: number;
  /** Minutes before now the campaign was created. */
  minutesAgo: number;
  sector: string;
};

/**
 * An active campaign as the spec says: a Verified business publishes it; one that is not has it
 * approved by the admin.
 */
export async function rankedCampaign(t: TestHandle, admin: Admin, investorId: string, spec: RankedSpec) {
  const founder = await founderWithBusiness(
    t.app,
    { businessName: `${spec.title} Ltd`, businessType: spec.sector },
    { verified: false },
  );
  if (spec.verified) await setBusinessVerified(t.app, founder.business.id);
  let campaign: TCampaign = await createCampaign(founder.client, {
    title: spec.title,
    status: "active",
    fundingGoal: 100_000,
  });
  if (!spec.verified) {
    const approved = await admin.client.post(`/api/admin/campaigns/${campaign.id}/review`, { decision: "active" });
    if (approved.status !== 200) throw new Error(`approval: ${JSON.stringify(approved.json)}`);
    campaign = { ...campaign, status: "active" };
  }
  if (spec.funded > 0) {
    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId,
      amount: spec.funded * 1_000,
      status: "completed",
    });
  }
  const createdAt = new Date(Date.now() - spec.minutesAgo * 60_000);
  await t.deps.db.update(campaigns).set({ createdAt }).where(eq(campaigns.id, campaign.id));
  return { ...founder, campaign };
}
