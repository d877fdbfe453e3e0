import { ADMIN_MESSAGES, CAMPAIGN_REVIEW_RULES } from "@domain/constants/admin";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import {
  campaignInput,
  campaignRow,
  createCampaign,
  founderWithBusiness,
  listedCampaign,
} from "../../testing/catalogue";
import { createTestApp, MISSING_ID } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function pendingCampaign() {
  const founder = await founderWithBusiness(t.app);
  const campaign = await createCampaign(founder.client, { status: "pending", title: "Series A for review" });
  return { ...founder, campaign };
}

const review = (id: string, body: unknown) => admin.client.post(`/api/admin/campaigns/${id}/review`, body);
const notificationsOf = async (client: Awaited<ReturnType<typeof pendingCampaign>>["client"]) =>
  (await client.get("/api/notifications")).json.notifications as Array<{
    title: string;
    description: string;
    link: string;
  }>;

describe("admin campaign list", () => {
  it("lists every founder's campaigns filtered by status, with the counts per status", async () => {
    const { campaign, profile } = await pendingCampaign();
    const res = await admin.client.get("/api/admin/campaigns?status=pending");
    expect(res.status).toBe(200);
    expect(res.json.items.every((c: { status: string }) => c.status === "pending")).toBe(true);
    expect(res.json.items[0]).toMatchObject({
      id: campaign.id,
      title: "Series A for review",
      founderId: profile.id,
      businessName: "Shamba Fresh",
      reviewReason: null,
    });
    expect(res.json.counts.pending).toBeGreaterThanOrEqual(1);
    expect(res.json.counts).toHaveProperty("rejected");
  });
});

describe("campaign review", () => {
  it("approves a Pending Review campaign: it goes live and the founder is notified", async () => {
    const { client, campaign } = await pendingCampaign();
    const res = await review(campaign.id, { decision: "active" });
    expect(res.status).toBe(200);
    expect(res.json.campaign.status).toBe("active");
    expect((await campaignRow(t.deps.db, campaign.id))?.status).toBe("active");
    expect((await notificationsOf(client))[0]).toMatchObject({
      title: "Campaign approved",
      description: "Your campaign 'Series A for review' was approved and is now live.",
      link: `/founder/campaigns/${campaign.id}`,
    });
    // Only from Pending Review: a second decision is a conflict and changes nothing.
    const again = await review(campaign.id, { decision: "rejected", reason: "Too late" });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(ADMIN_MESSAGES.notPendingReview);
    expect((await campaignRow(t.deps.db, campaign.id))?.status).toBe("active");
  });

  it("rejects only with a reason, which the founder reads in the notification", async () => {
    const { client, campaign } = await pendingCampaign();
    const bare = await review(campaign.id, { decision: "rejected" });
    expect(bare.status).toBe(400);
    expect(bare.json.error.fields.reason).toEqual([ADMIN_MESSAGES.rejectReasonRequired]);
    expect((await campaignRow(t.deps.db, campaign.id))?.status).toBe("pending");

    const res = await review(campaign.id, { decision: "rejected", reason: "The funding goal is not explained" });
    expect(res.status).toBe(200);
    expect(res.json.campaign).toMatchObject({ status: "rejected", reviewReason: "The funding goal is not explained" });
    expect((await notificationsOf(client))[0]).toMatchObject({
      title: "Campaign rejected",
      description: "Your campaign 'Series A for review' was not approved. Reason: The funding goal is not explained",
    });
  });

  it("refuses drafts and active campaigns, unknown ids, and other decisions", async () => {
    const { campaign: active } = await listedCampaign(t.app);
    expect((await review(active.id, { decision: "rejected", reason: "x" })).status).toBe(409);
    expect((await review(MISSING_ID, { decision: "active" })).status).toBe(404);
    expect((await review("not-a-uuid", { decision: "active" })).status).toBe(404);
    const { campaign } = await pendingCampaign();
    expect((await review(campaign.id, { decision: "completed" })).status).toBe(400);
  });

  it("keeps one active campaign per business when approving", async () => {
    const founder = await founderWithBusiness(t.app);
    await createCampaign(founder.client, { status: "active" });
    const pending = await createCampaign(founder.client, { status: "pending" });
    const res = await review(pending.id, { decision: "active" });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.oneActive);
    expect((await campaignRow(t.deps.db, pending.id))?.status).toBe("pending");
  });

  it("is the founder's to request, not to decide: pending and rejected campaigns go live only through a review", async () => {
    const { client, campaign } = await pendingCampaign();
    const update = (status: string) =>
      client.put(`/api/founder/campaigns/${campaign.id}`, campaignInput({ status } as never));
    const selfApprove = await update("active");
    expect(selfApprove.status).toBe(409);
    expect(selfApprove.json.error.message).toBe(CAMPAIGN_REVIEW_RULES.pendingIsAdmins);
    expect((await campaignRow(t.deps.db, campaign.id))?.status).toBe("pending");

    // Rejected: Draft is refused, and Active (even for a Verified business) resubmits it for review.
    await review(campaign.id, { decision: "rejected", reason: "Missing financials" });
    expect((await update("draft")).status).toBe(409);
    const resubmitted = await update("active");
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.json.campaign.status).toBe("pending");
    await review(campaign.id, { decision: "rejected", reason: "Still missing financials" });
    expect((await update("pending")).status).toBe(200);
    expect((await review(campaign.id, { decision: "active" })).status).toBe(200);
  });
});
