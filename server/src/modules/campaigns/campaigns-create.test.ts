import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaignCreate } from "@domain/schemas/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, registerFounder } from "../../testing/accounts";
import {
  campaignInput,
  campaignRow,
  createCampaign,
  dateInDays,
  founderWithBusiness,
  signedInInvestor,
} from "../../testing/catalogue";
import { createClient, createTestApp, MISSING_ID, TEST_ORIGIN } from "../../testing/test-app";

// Who may use /api/founder/campaigns, and what a new campaign must be.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("who may call /api/founder/campaigns", () => {
  it("answers 401 when signed out and 403 to an investor", async () => {
    const anonymous = createClient(t.app);
    expect((await anonymous.get("/api/founder/campaigns")).status).toBe(401);
    expect((await anonymous.post("/api/founder/campaigns", campaignInput())).status).toBe(401);

    const { client: investor } = await signedInInvestor(t.app);
    for (const res of [
      await investor.get("/api/founder/campaigns"),
      await investor.post("/api/founder/campaigns", campaignInput()),
      await investor.get(`/api/founder/campaigns/${MISSING_ID}`),
      await investor.put(`/api/founder/campaigns/${MISSING_ID}`, campaignInput()),
      await investor.delete(`/api/founder/campaigns/${MISSING_ID}`),
    ]) {
      expect(res.status).toBe(403);
      expectErrorBody(res.json, "FORBIDDEN");
    }
  });
});

describe("creating a campaign", () => {
  it("needs the business profile first", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = await client.post("/api/founder/campaigns", campaignInput());
    expect(res.status).toBe(409);
    expectErrorBody(res.json, "BUSINESS_REQUIRED");
    expect(res.json.error.message).toBe(BUSINESS_MESSAGES.createFirst);
  });

  it("starts as a draft ending at the end of the chosen day (UTC), with nothing raised", async () => {
    const { client, business } = await founderWithBusiness(t.app);
    const { status: _default, ...input } = campaignInput({ endsAt: "2099-06-30", equityOffered: 7.25 });
    const res = await client.post("/api/founder/campaigns", input);
    expect(res.status).toBe(201);
    expect(res.json.campaign).toMatchObject({
      businessId: business.id,
      status: "draft",
      equityOffered: 7.25,
      endsAt: "2099-06-30T23:59:59.999Z",
      raised: 0,
      percentFunded: 0,
      investmentCount: 0,
      pitch: null,
    });
    expect((await campaignRow(t.deps.db, res.json.campaign.id))?.endsAt.toISOString()).toBe("2099-06-30T23:59:59.999Z");
  });

  it("lists the founder's campaigns newest first", async () => {
    const { client } = await founderWithBusiness(t.app);
    const older = await createCampaign(client, { title: "Older" });
    const newer = await createCampaign(client, { title: "Newer" });
    const res = await client.get("/api/founder/campaigns");
    expect(res.status).toBe(200);
    expect(res.json.campaigns.map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
  });

  it("refuses an end date that is not in the future", async () => {
    const { client } = await founderWithBusiness(t.app);
    for (const endsAt of [dateInDays(-1), new Date(Date.now() - 60_000).toISOString()]) {
      const res = await client.post("/api/founder/campaigns", campaignInput({ endsAt }));
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual({ endsAt: [CAMPAIGN_MESSAGES.endsInPast] });
    }
  });

  it("refuses a date that does not exist", async () => {
    const { client } = await founderWithBusiness(t.app);
    const res = await client.post("/api/founder/campaigns", campaignInput({ endsAt: "2099-02-31" }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(["endsAt"]);
  });

  const invalid: Array<[what: string, input: Partial<TCampaignCreate>, field: string, message: string]> = [
    ["a goal of 0", { fundingGoal: 0 }, "fundingGoal", CAMPAIGN_MESSAGES.amountMin],
    ["a minimum of 0", { minInvestment: 0 }, "minInvestment", CAMPAIGN_MESSAGES.amountMin],
    ["a negative maximum", { maxInvestment: -5 }, "maxInvestment", CAMPAIGN_MESSAGES.amountMin],
    ["equity of 0", { equityOffered: 0 }, "equityOffered", CAMPAIGN_MESSAGES.equityRange],
    ["equity over 100", { equityOffered: 100.5 }, "equityOffered", CAMPAIGN_MESSAGES.equityRange],
    ["equity with three decimals", { equityOffered: 12.345 }, "equityOffered", CAMPAIGN_MESSAGES.equityStep],
    ["min above max", { minInvestment: 20_000, maxInvestment: 10_000 }, "minInvestment", CAMPAIGN_MESSAGES.minAboveMax],
    [
      "max above the goal",
      { fundingGoal: 10_000, maxInvestment: 20_000 },
      "maxInvestment",
      CAMPAIGN_MESSAGES.maxAboveGoal,
    ],
    ["status completed", { status: "completed" as never }, "status", ""],
    ["a missing title", { title: "" }, "title", "Title is required"],
  ];
  it.each(invalid)("refuses %s", async (_what, input, field, message) => {
    const { client } = await founderWithBusiness(t.app);
    const res = await client.post("/api/founder/campaigns", campaignInput(input));
    expect(res.status).toBe(400);
    expectErrorBody(res.json, "VALIDATION_FAILED");
    expect(res.json.error.fields[field]).toBeDefined();
    if (message) expect(res.json.error.fields[field]).toContain(message);
    expect((await client.get("/api/founder/campaigns")).json.campaigns).toEqual([]);
  });

  it("accepts the edges: equity 0.01 and 100, amounts of 1", async () => {
    const { client } = await founderWithBusiness(t.app);
    await createCampaign(client, { equityOffered: 0.01, fundingGoal: 1, minInvestment: 1, maxInvestment: 1 });
    await createCampaign(client, { equityOffered: 100 });
  });
});

describe("the banner image", () => {
  /** A real 1x1 PNG, uploaded as the campaign form does before it saves. */
  const PNG_1PX = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );

  it("refuses anything but an uploaded image or an https link, with a field error", async () => {
    const { client } = await founderWithBusiness(t.app);
    for (const bannerImageUrl of ["javascript:alert(9)", "data:text/html,x", "http://cdn.example.com/b.png", "b.png"]) {
      const res = await client.post("/api/founder/campaigns", campaignInput({ bannerImageUrl }));
      expect(res.status, bannerImageUrl).toBe(400);
      expectErrorBody(res.json, "VALIDATION_FAILED");
      expect(Object.keys(res.json.error.fields)).toEqual(["bannerImageUrl"]);
    }
    const campaign = await createCampaign(client);
    const edit = await client.put(
      `/api/founder/campaigns/${campaign.id}`,
      campaignInput({ bannerImageUrl: "javascript:alert(9)" }),
    );
    expect(edit.status).toBe(400);
    expect((await campaignRow(t.deps.db, campaign.id))?.bannerImageUrl).toBeNull();
  });

  it("keeps the URL the upload route answered, an https link, or none", async () => {
    const { client } = await founderWithBusiness(t.app);
    const body = new FormData();
    body.set("file", new File([new Uint8Array(PNG_1PX)], "banner.png", { type: "image/png" }));
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const uploaded = await t.app.request("/api/uploads/images?folder=banners", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    for (const bannerImageUrl of [url, "https://cdn.example.com/banner.png"]) {
      expect((await createCampaign(client, { bannerImageUrl })).bannerImageUrl).toBe(bannerImageUrl);
    }
    expect((await createCampaign(client, { bannerImageUrl: "" })).bannerImageUrl).toBeNull();
  });
});
