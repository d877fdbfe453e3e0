import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import type { TCampaignCreate } from "@domain/schemas/campaigns";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectErrorBody, registerFounder } from "../../testing/accounts";
import {
  campaignInput,
  campaignRow,
  createCampaign,
  dateInDays,
  founderWithBusiness,
  insertInvestment,
  signedInInvestor,
} from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";
import * as queries from "./campaigns.queries";

// The real queries, with two pre-checks open to one-off overrides: a concurrent request can slip
// past a check, and then the database (unique index, foreign key) must still refuse the write.
vi.mock("./campaigns.queries", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./campaigns.queries")>();
  return {
    ...actual,
    hasOtherActiveCampaign: vi.fn(actual.hasOtherActiveCampaign),
    findOwnedCampaign: vi.fn(actual.findOwnedCampaign),
  };
});
const real = await vi.importActual<typeof import("./campaigns.queries")>("./campaigns.queries");

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

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

describe("another founder's campaign", () => {
  it("answers 404 to GET, PUT and DELETE and stays unchanged", async () => {
    const { client: owner } = await founderWithBusiness(t.app);
    const campaign = await createCampaign(owner, { title: "Mine" });
    const before = await campaignRow(t.deps.db, campaign.id);
    const { client: stranger } = await founderWithBusiness(t.app);

    const responses = [
      await stranger.get(`/api/founder/campaigns/${campaign.id}`),
      await stranger.put(`/api/founder/campaigns/${campaign.id}`, campaignInput({ title: "Stolen", status: "active" })),
      await stranger.delete(`/api/founder/campaigns/${campaign.id}`),
    ];
    for (const res of responses) {
      expect(res.status).toBe(404);
      expectErrorBody(res.json, "NOT_FOUND");
      expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.notFoundText);
    }
    expect(await campaignRow(t.deps.db, campaign.id)).toEqual(before);
  });

  it("answers the same 404 for a missing id and for one that is not a uuid", async () => {
    const { client } = await founderWithBusiness(t.app);
    for (const id of [MISSING_ID, "not-a-uuid", "1"]) {
      expect((await client.get(`/api/founder/campaigns/${id}`)).status).toBe(404);
      expect((await client.put(`/api/founder/campaigns/${id}`, campaignInput())).status).toBe(404);
      expect((await client.delete(`/api/founder/campaigns/${id}`)).status).toBe(404);
    }
  });
});

describe("editing a campaign", () => {
  it("saves every field, offers all five statuses and may keep a past end date", async () => {
    const { client } = await founderWithBusiness(t.app);
    const campaign = await createCampaign(client);
    const res = await client.put(
      `/api/founder/campaigns/${campaign.id}`,
      campaignInput({ title: "Bridge round", status: "completed" as never, endsAt: "2020-01-31", pitch: "Why now" }),
    );
    expect(res.status).toBe(200);
    expect(res.json.campaign).toMatchObject({
      id: campaign.id,
      title: "Bridge round",
      status: "completed",
      endsAt: "2020-01-31T23:59:59.999Z",
      pitch: "Why now",
    });
    expect((await client.get(`/api/founder/campaigns/${campaign.id}`)).json.campaign).toEqual(res.json.campaign);
  });

  it("validates like creating does", async () => {
    const { client } = await founderWithBusiness(t.app);
    const campaign = await createCampaign(client);
    const res = await client.put(
      `/api/founder/campaigns/${campaign.id}`,
      campaignInput({ minInvestment: 60_000, maxInvestment: 50_000 }),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields.minInvestment).toEqual([CAMPAIGN_MESSAGES.minAboveMax]);
  });
});

describe("one active campaign per business", () => {
  it("refuses a second active campaign on create and on edit, until the first is completed", async () => {
    const { client } = await founderWithBusiness(t.app);
    const first = await createCampaign(client, { status: "active" });

    const second = await client.post("/api/founder/campaigns", campaignInput({ status: "active" }));
    expect(second.status).toBe(409);
    expectErrorBody(second.json, "CONFLICT");
    expect(second.json.error.message).toBe(CAMPAIGN_MESSAGES.oneActive);

    const draft = await createCampaign(client, { status: "draft" });
    const activate = await client.put(`/api/founder/campaigns/${draft.id}`, campaignInput({ status: "active" }));
    expect(activate.status).toBe(409);
    expect(activate.json.error.message).toBe(CAMPAIGN_MESSAGES.oneActive);
    expect((await campaignRow(t.deps.db, draft.id))?.status).toBe("draft");

    // Editing the active one itself is no conflict.
    const keep = await client.put(
      `/api/founder/campaigns/${first.id}`,
      campaignInput({ title: "Still on", status: "active" }),
    );
    expect(keep.status).toBe(200);

    const complete = await client.put(
      `/api/founder/campaigns/${first.id}`,
      campaignInput({ status: "completed" as never }),
    );
    expect(complete.status).toBe(200);
    expect((await client.put(`/api/founder/campaigns/${draft.id}`, campaignInput({ status: "active" }))).status).toBe(
      200,
    );
  });

  it("holds when two activations race: one wins, the other gets the same 409", async () => {
    const { client } = await founderWithBusiness(t.app);
    const results = await Promise.all([
      client.post("/api/founder/campaigns", campaignInput({ title: "Racer A", status: "active" })),
      client.post("/api/founder/campaigns", campaignInput({ title: "Racer B", status: "active" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.json.error.message).toBe(CAMPAIGN_MESSAGES.oneActive);
    const active = (await client.get("/api/founder/campaigns")).json.campaigns.filter(
      (c: { status: string }) => c.status === "active",
    );
    expect(active).toHaveLength(1);
  });

  it("is held by the database when a concurrent request slips past the check", async () => {
    const { client } = await founderWithBusiness(t.app);
    const first = await createCampaign(client, { status: "active" });
    const draft = await createCampaign(client, { status: "draft" });

    vi.mocked(queries.hasOtherActiveCampaign).mockResolvedValueOnce(false);
    const created = await client.post("/api/founder/campaigns", campaignInput({ status: "active" }));
    expect(created.status).toBe(409);
    expect(created.json.error).toMatchObject({ code: "CONFLICT", message: CAMPAIGN_MESSAGES.oneActive });

    vi.mocked(queries.hasOtherActiveCampaign).mockResolvedValueOnce(false);
    const updated = await client.put(`/api/founder/campaigns/${draft.id}`, campaignInput({ status: "active" }));
    expect(updated.status).toBe(409);
    expect(updated.json.error.message).toBe(CAMPAIGN_MESSAGES.oneActive);

    const statuses = (await client.get("/api/founder/campaigns")).json.campaigns.map(
      (c: { id: string; status: string }) => [c.id, c.status],
    );
    expect(statuses).toEqual([
      [draft.id, "draft"],
      [first.id, "active"],
    ]);
  });

  it("applies per business: two founders may each have an active campaign", async () => {
    const { client: a } = await founderWithBusiness(t.app);
    const { client: b } = await founderWithBusiness(t.app);
    await createCampaign(a, { status: "active" });
    await createCampaign(b, { status: "active" });
  });
});

describe("deleting a campaign", () => {
  it("removes a campaign without investments", async () => {
    const { client } = await founderWithBusiness(t.app);
    const campaign = await createCampaign(client);
    const res = await client.delete(`/api/founder/campaigns/${campaign.id}`);
    expect(res.status).toBe(204);
    expect(await campaignRow(t.deps.db, campaign.id)).toBeNull();
    expect((await client.get(`/api/founder/campaigns/${campaign.id}`)).status).toBe(404);
  });

  it("is refused once the campaign has an investment, whatever its status", async () => {
    const { client } = await founderWithBusiness(t.app);
    const { profile: investor } = await signedInInvestor(t.app);
    const campaign = await createCampaign(client, { status: "active" });
    await insertInvestment(t.deps.db, {
      campaignId: campaign.id,
      investorId: investor.id,
      amount: 5_000,
      status: "rejected",
    });

    const res = await client.delete(`/api/founder/campaigns/${campaign.id}`);
    expect(res.status).toBe(409);
    expectErrorBody(res.json, "CONFLICT");
    expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.hasInvestments);
    expect(await campaignRow(t.deps.db, campaign.id)).not.toBeNull();
  });

  it("is refused by the database when an investment arrives after the check", async () => {
    const { client } = await founderWithBusiness(t.app);
    const { profile: investor } = await signedInInvestor(t.app);
    const campaign = await createCampaign(client, { status: "active" });
    await insertInvestment(t.deps.db, { campaignId: campaign.id, investorId: investor.id, amount: 5_000 });
    // The check still sees no investments, as it would a moment before one was recorded.
    vi.mocked(queries.findOwnedCampaign).mockImplementationOnce(async (...args) => {
      const found = await real.findOwnedCampaign(...args);
      return found && { ...found, investmentCount: 0 };
    });

    const res = await client.delete(`/api/founder/campaigns/${campaign.id}`);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(CAMPAIGN_MESSAGES.hasInvestments);
    expect(await campaignRow(t.deps.db, campaign.id)).not.toBeNull();
  });
});

describe("funding figures", () => {
  it("count completed investments as raised, and every investment in the count", async () => {
    const { client } = await founderWithBusiness(t.app);
    const { profile: investor } = await signedInInvestor(t.app);
    const campaign = await createCampaign(client, { status: "active", fundingGoal: 90_000 });
    const invest = (amount: number, status: "pending" | "completed" | "rejected") =>
      insertInvestment(t.deps.db, { campaignId: campaign.id, investorId: investor.id, amount, status });
    await invest(20_000, "completed");
    await invest(10_000, "completed");
    await invest(5_000, "pending");
    await invest(1_000, "rejected");

    const res = await client.get(`/api/founder/campaigns/${campaign.id}`);
    expect(res.json.campaign).toMatchObject({ raised: 30_000, percentFunded: 33.3, investmentCount: 4 });
    const [listed] = (await client.get("/api/founder/campaigns")).json.campaigns;
    expect(listed).toMatchObject({ raised: 30_000, percentFunded: 33.3, investmentCount: 4 });
  });
});
