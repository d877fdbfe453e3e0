import { CAMPAIGN_REVIEW_RULES } from "@domain/constants/admin";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaign } from "@domain/schemas/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import {
  campaignInput,
  campaignRow,
  createCampaign,
  founderWithBusiness,
  setBusinessVerified,
  signedInInvestor,
  uniqueWord,
} from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

// Review before publishing (decision 018): a business that is not Verified goes live only through
// an admin's review, whatever the client sends; a Verified one publishes directly.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let investor: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
  investor = (await signedInInvestor(t.app)).client;
});
afterAll(() => t.close());

type Founder = Awaited<ReturnType<typeof founderWithBusiness>>;
const unverifiedFounder = (sector = uniqueWord("sector")) =>
  founderWithBusiness(t.app, { businessType: sector }, { verified: false });
const put = (founder: Founder, campaign: TCampaign, status: string) =>
  founder.client.put(
    `/api/founder/campaigns/${campaign.id}`,
    campaignInput({ title: campaign.title, status } as never),
  );
const dealIds = async (sector: string) =>
  ((await investor.get(`/api/deals?sector=${sector}`)).json.items as TCampaign[]).map((c) => c.id);
const feedIds = async () =>
  ((await createClient(t.app).get("/api/feed")).json.campaigns as Array<{ id: string }>).map((c) => c.id);

describe("a business that is not Verified", () => {
  it("choosing Active on create submits the campaign for review: Pending Review, on no public list", async () => {
    const sector = uniqueWord("sector");
    const founder = await unverifiedFounder(sector);
    const res = await founder.client.post("/api/founder/campaigns", campaignInput({ status: "active" }));
    expect(res.status).toBe(201);
    expect(res.json.campaign.status).toBe("pending");
    const campaign = res.json.campaign as TCampaign;
    expect((await campaignRow(t.deps.db, campaign.id))?.status).toBe("pending");

    expect(await dealIds(sector)).toEqual([]);
    expect(await feedIds()).not.toContain(campaign.id);
    const page = `/api/businesses/${founder.business.id}/campaigns/${campaign.id}`;
    expect((await investor.get(page)).status).toBe(404);
    expect((await investor.get(`/api/businesses/${founder.business.id}/active-campaign`)).status).toBe(404);
    const queue = await admin.client.get("/api/admin/campaigns?status=pending");
    expect(queue.json.items.map((c: { id: string }) => c.id)).toContain(campaign.id);
  });

  it("goes live once an admin approves, and an edit of the live campaign keeps it live", async () => {
    const sector = uniqueWord("sector");
    const founder = await unverifiedFounder(sector);
    const campaign = await createCampaign(founder.client, { status: "active", title: "Reviewed round" });
    const approved = await admin.client.post(`/api/admin/campaigns/${campaign.id}/review`, { decision: "active" });
    expect(approved.status).toBe(200);
    expect(await dealIds(sector)).toEqual([campaign.id]);

    const edited = await put(founder, campaign, "active");
    expect(edited.status).toBe(200);
    expect(edited.json.campaign.status).toBe("active");
    expect(await dealIds(sector)).toEqual([campaign.id]);
  });

  it("every other path to Active is a review too: from Draft, from Completed, after a withdrawal", async () => {
    const founder = await unverifiedFounder();
    const draft = await createCampaign(founder.client, { status: "draft", title: "Drafted" });
    const fromDraft = await put(founder, draft, "active");
    expect(fromDraft.status).toBe(200);
    expect(fromDraft.json.campaign.status).toBe("pending");

    // Withdrawn to Draft, then Active again: back to Pending Review, not live.
    expect((await put(founder, draft, "draft")).json.campaign.status).toBe("draft");
    expect((await put(founder, draft, "active")).json.campaign.status).toBe("pending");

    const finished = await createCampaign(founder.client, { status: "draft", title: "Finished" });
    expect((await put(founder, finished, "completed")).json.campaign.status).toBe("completed");
    const reopened = await put(founder, finished, "active");
    expect(reopened.status).toBe(200);
    expect(reopened.json.campaign.status).toBe("pending");
    expect((await campaignRow(t.deps.db, finished.id))?.status).toBe("pending");
  });

  it("a pending campaign set Active by the founder is refused and unchanged", async () => {
    const founder = await unverifiedFounder();
    const pending = await createCampaign(founder.client, { status: "pending", title: "Waiting" });
    const before = await campaignRow(t.deps.db, pending.id);
    const res = await founder.client.put(
      `/api/founder/campaigns/${pending.id}`,
      campaignInput({ title: "Changed", status: "active" }),
    );
    expect(res.status).toBe(409);
    expect(res.json.error.fields.status).toEqual([CAMPAIGN_REVIEW_RULES.pendingIsAdmins]);
    expect(await campaignRow(t.deps.db, pending.id)).toEqual(before);
  });

  it("keeps one active campaign per business: Active is refused while another is live, not queued for review", async () => {
    const founder = await unverifiedFounder();
    const live = await createCampaign(founder.client, { status: "active", title: "Live one" });
    expect((await admin.client.post(`/api/admin/campaigns/${live.id}/review`, { decision: "active" })).status).toBe(
      200,
    );
    const second = await founder.client.post("/api/founder/campaigns", campaignInput({ status: "active" }));
    expect(second.status).toBe(409);
    expect(second.json.error.fields.status).toEqual([CAMPAIGN_MESSAGES.oneActive]);
    const draft = await createCampaign(founder.client, { status: "draft", title: "Next one" });
    expect((await put(founder, draft, "active")).status).toBe(409);
    expect((await campaignRow(t.deps.db, draft.id))?.status).toBe("draft");
    // Pending Review chosen as such stays possible: the admin's approval holds the rule then.
    expect((await put(founder, draft, "pending")).json.campaign.status).toBe("pending");
  });
});

describe("a Verified business", () => {
  it("publishes directly, on create and on edit", async () => {
    const sector = uniqueWord("sector");
    const founder = await founderWithBusiness(t.app, { businessType: sector });
    expect(founder.business.verifiedAt).not.toBeNull();
    const live = await createCampaign(founder.client, { status: "active", title: "Direct" });
    expect(live.status).toBe("active");
    expect(await dealIds(sector)).toEqual([live.id]);
    expect((await put(founder, live, "completed")).json.campaign.status).toBe("completed");
    expect((await put(founder, live, "active")).json.campaign.status).toBe("active");
  });

  it("follows its verification: once Verified a draft goes live; once no longer, Active is a review again", async () => {
    const founder = await unverifiedFounder();
    const draft = await createCampaign(founder.client, { status: "draft" });
    await setBusinessVerified(t.app, founder.business.id);
    expect((await put(founder, draft, "active")).json.campaign.status).toBe("active");

    // Verification taken back: the live campaign stays live, but going live again needs a review.
    await setBusinessVerified(t.app, founder.business.id, false);
    expect((await put(founder, draft, "active")).json.campaign.status).toBe("active");
    expect((await put(founder, draft, "completed")).json.campaign.status).toBe("completed");
    expect((await put(founder, draft, "active")).json.campaign.status).toBe("pending");
  });
});
