import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody } from "../../testing/accounts";
import { campaignInput, campaignRow, createCampaign, founderWithBusiness } from "../../testing/catalogue";
import { withRaceBeforeWrite } from "../../testing/database-race";
import { createTestApp, MISSING_ID } from "../../testing/test-app";

// Changing a campaign: only its founder may, with the create rules, and one active per business.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

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
    const other = await createCampaign(client, { status: "draft" });
    const draft = await createCampaign(client, { status: "draft" });
    // Another request activates `other` after this request's check found no active campaign,
    // just before this request writes its own active one.
    const activateOther = `update campaigns set status = 'active' where id = '${other.id}'`;

    const created = await withRaceBeforeWrite(
      t.deps.db,
      { before: "insert", table: "campaigns", when: "new.status = 'active'", write: activateOther },
      () => client.post("/api/founder/campaigns", campaignInput({ status: "active" })),
    );
    expect(created.status).toBe(409);
    expect(created.json.error).toMatchObject({ code: "CONFLICT", message: CAMPAIGN_MESSAGES.oneActive });
    // The race's own write goes with the refused statement: nothing changed.
    expect(await listedStatuses(client)).toEqual([
      [draft.id, "draft"],
      [other.id, "draft"],
    ]);

    const updated = await withRaceBeforeWrite(
      t.deps.db,
      {
        before: "update",
        table: "campaigns",
        when: `new.id = '${draft.id}' and new.status = 'active'`,
        write: activateOther,
      },
      () => client.put(`/api/founder/campaigns/${draft.id}`, campaignInput({ status: "active" })),
    );
    expect(updated.status).toBe(409);
    expect(updated.json.error.message).toBe(CAMPAIGN_MESSAGES.oneActive);
    // The race's own write goes with the refused statement: nothing changed.
    expect(await listedStatuses(client)).toEqual([
      [draft.id, "draft"],
      [other.id, "draft"],
    ]);
  });

  it("applies per business: two founders may each have an active campaign", async () => {
    const { client: a } = await founderWithBusiness(t.app);
    const { client: b } = await founderWithBusiness(t.app);
    await createCampaign(a, { status: "active" });
    await createCampaign(b, { status: "active" });
  });
});

/** The founder's campaigns as [id, status], in the list's order. */
async function listedStatuses(client: Awaited<ReturnType<typeof founderWithBusiness>>["client"]) {
  const res = await client.get("/api/founder/campaigns");
  return res.json.campaigns.map((c: { id: string; status: string }) => [c.id, c.status]);
}
