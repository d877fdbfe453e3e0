import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, investments } from "../../db/schema";
import {
  createCampaign,
  founderWithBusiness,
  insertInvestment,
  setBusinessVerified,
  signedInInvestor,
} from "../../testing/catalogue";
import { createTestApp } from "../../testing/test-app";

// The featured order's keys on campaigns (decision 018, migration campaigns_featured_keys): the
// triggers keep business_verified and raised_total right whoever writes, and raised_total always
// equals what funding.queries sums from the investments.

let t: Awaited<ReturnType<typeof createTestApp>>;
let investorId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  investorId = (await signedInInvestor(t.app)).profile.id;
});
afterAll(() => t.close());

async function keysOf(id: string) {
  const [row] = await t.deps.db
    .select({ verified: campaigns.businessVerified, raised: campaigns.raisedTotal, share: campaigns.fundedShare })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row;
}

/** Completed investments summed from the investments table, per campaign. */
async function summed(ids: string[]) {
  const rows = await t.deps.db
    .select({ id: investments.campaignId, raised: sql<string>`sum(${investments.amount})` })
    .from(investments)
    .where(sql`${inArray(investments.campaignId, ids)} and ${investments.status} = 'completed'`)
    .groupBy(investments.campaignId);
  return Object.fromEntries(ids.map((id) => [id, Number(rows.find((r) => r.id === id)?.raised ?? 0)]));
}

describe("campaigns.raised_total", () => {
  it("follows completed investments through insert, completion, amount changes, rejection, moves and deletes", async () => {
    const { client } = await founderWithBusiness(t.app);
    const a = await createCampaign(client, { status: "active", fundingGoal: 100_000 });
    const b = await createCampaign(client, { status: "draft", title: "Second", fundingGoal: 50_000 });
    expect(await keysOf(a.id)).toMatchObject({ raised: 0 });

    const pending = await insertInvestment(t.deps.db, { campaignId: a.id, investorId, amount: 10_000 });
    expect((await keysOf(a.id))?.raised).toBe(0);
    const id = pending?.id ?? "";
    const set = (values: Partial<typeof investments.$inferInsert>) =>
      t.deps.db.update(investments).set(values).where(eq(investments.id, id));
    await set({ status: "completed" });
    expect(await keysOf(a.id)).toMatchObject({ raised: 10_000, share: "0.10000000000000000000" });
    await set({ amount: 25_000 });
    expect((await keysOf(a.id))?.raised).toBe(25_000);
    await set({ campaignId: b.id });
    expect([(await keysOf(a.id))?.raised, (await keysOf(b.id))?.raised]).toEqual([0, 25_000]);
    await set({ status: "rejected" });
    expect((await keysOf(b.id))?.raised).toBe(0);

    await insertInvestment(t.deps.db, { campaignId: a.id, investorId, amount: 4_000, status: "completed" });
    const gone = await insertInvestment(t.deps.db, {
      campaignId: a.id,
      investorId,
      amount: 6_000,
      status: "completed",
    });
    await t.deps.db.delete(investments).where(eq(investments.id, gone?.id ?? ""));
    expect(await summed([a.id, b.id])).toEqual({ [a.id]: 4_000, [b.id]: 0 });
    expect([(await keysOf(a.id))?.raised, (await keysOf(b.id))?.raised]).toEqual([4_000, 0]);
  });

  it("counts investments completed at the same moment, each once", async () => {
    const { client } = await founderWithBusiness(t.app);
    const campaign = await createCampaign(client, { status: "active" });
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        insertInvestment(t.deps.db, { campaignId: campaign.id, investorId, amount: 1_000 + n, status: "completed" }),
      ),
    );
    expect((await keysOf(campaign.id))?.raised).toBe((await summed([campaign.id]))[campaign.id]);
    expect((await keysOf(campaign.id))?.raised).toBe(10_045);
  });

  it("cannot be set by a writer: a new campaign starts at 0", async () => {
    const founder = await founderWithBusiness(t.app);
    const [row] = await t.deps.db
      .insert(campaigns)
      .values({
        businessId: founder.business.id,
        title: "Inflated",
        summary: "Claims money it never raised",
        fundingGoal: 100_000,
        equityOffered: 5,
        minInvestment: 1_000,
        maxInvestment: 10_000,
        instrument: "safe",
        endsAt: new Date(Date.now() + 86_400_000),
        raisedTotal: 99_000,
        businessVerified: false,
      })
      .returning({ raised: campaigns.raisedTotal, verified: campaigns.businessVerified });
    expect(row).toEqual({ raised: 0, verified: true });
  });
});

describe("campaigns.business_verified", () => {
  it("follows the business's verification, for the campaigns it has and the ones it adds", async () => {
    const founder = await founderWithBusiness(t.app, {}, { verified: false });
    const before = await createCampaign(founder.client, { status: "draft" });
    expect((await keysOf(before.id))?.verified).toBe(false);

    await setBusinessVerified(t.app, founder.business.id);
    const after = await createCampaign(founder.client, { status: "active", title: "Live" });
    expect([(await keysOf(before.id))?.verified, (await keysOf(after.id))?.verified]).toEqual([true, true]);

    await setBusinessVerified(t.app, founder.business.id, false);
    expect([(await keysOf(before.id))?.verified, (await keysOf(after.id))?.verified]).toEqual([false, false]);
  });
});
