import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../../db/schema";
import {
  createCampaign,
  founderWithBusiness,
  listedCampaign,
  saveBusiness,
  signedInInvestor,
  uniqueWord,
} from "../../testing/catalogue";
import { type createClient, createTestApp } from "../../testing/test-app";

// The deals list's total (read from campaigns alone unless a filter needs the business, shared by
// a process's requests) and its sector list (kept in memory per process), both kept under the
// catalogue's data version with the page (decision 042).

let t: Awaited<ReturnType<typeof createTestApp>>;
let investor: ReturnType<typeof createClient>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  investor = (await signedInInvestor(t.app)).client;
});
afterAll(() => t.close());

const titles = (items: TCampaignWithBusiness[]) => items.map((c) => c.title).sort();
const sectorsNow = async () => (await investor.get("/api/deals")).json.sectors as string[];

describe("the deals' total", () => {
  it("without filters counts every active campaign, and nothing else", async () => {
    const { client } = await listedCampaign(t.app);
    await createCampaign(client, { status: "draft" });
    const active = await t.deps.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, "active"));
    const res = await investor.get("/api/deals?limit=50");
    expect(res.json.total).toBe(active.length);
    expect(res.json.items).toHaveLength(Math.min(active.length, 50));
  });

  it("agrees with the items under each filter that reads the business", async () => {
    const sector = uniqueWord("sector");
    const word = uniqueWord("hesabu");
    await listedCampaign(t.app, {
      business: { businessName: `${word} Labs`, businessType: sector, stage: "seed" },
      campaign: { title: "One" },
    });
    await listedCampaign(t.app, { business: { businessType: sector, stage: "growth" }, campaign: { title: "Two" } });
    await listedCampaign(t.app, { business: { businessName: `${word} Co` }, campaign: { title: "Three" } });

    const cases: Array<[string, string[]]> = [
      [`sector=${sector}`, ["One", "Two"]],
      [`sector=${sector}&stage=growth`, ["Two"]],
      [`search=${word}`, ["One", "Three"]],
      [`search=${word}&sector=${sector}`, ["One"]],
    ];
    for (const [query, expected] of cases) {
      const res = await investor.get(`/api/deals?${query}`);
      expect(titles(res.json.items), query).toEqual(expected);
      expect(res.json.total, query).toBe(expected.length);
    }
  });
});

describe("the deals' shared total", () => {
  it("shows every process's writes at once: the total is read at the version the page is kept at", async () => {
    const sector = uniqueWord("shared");
    const { business: elsewhere } = await founderWithBusiness(t.app, { businessType: sector });
    await listedCampaign(t.app, { business: { businessType: sector } });
    const totalNow = async () =>
      (await investor.get(`/api/deals?sector=${sector}`)).json as { total: number; items: unknown[] };
    expect((await totalNow()).total).toBe(1);

    // Started through this process.
    await listedCampaign(t.app, { business: { businessType: sector } });
    expect((await totalNow()).total).toBe(2);

    // Started through another server process: the page and the total show it at the next request
    // (the insert moved the data version, decision 042).
    await t.deps.db.execute(sql`
      insert into campaigns (business_id, title, summary, funding_goal, equity_offered, min_investment,
        max_investment, instrument, status, ends_at)
      values (${elsewhere.id}, 'Elsewhere', 'Started through another server', 100000, 10, 1000, 50000, 'safe',
        'active', now() + interval '30 days')`);
    const now = await totalNow();
    expect(now.items).toHaveLength(3);
    expect(now.total).toBe(3);

    // Its owner banned through another process: gone from the page and the total at once.
    await t.deps.db.execute(sql`insert into user_bans (user_id, reason)
      select user_id, 'Asked founders for fees' from businesses where id = ${elsewhere.id}`);
    expect(await totalNow()).toMatchObject({ total: 2, items: [expect.anything(), expect.anything()] });
  });
});

describe("the deals' sector list", () => {
  it("follows campaigns that start, end or go, and businesses that change sector", async () => {
    await sectorsNow();
    const sector = uniqueWord("live");
    const { client, campaign } = await listedCampaign(t.app, { business: { businessType: sector } });
    expect(await sectorsNow()).toContain(sector);

    const renamed = uniqueWord("moved");
    await saveBusiness(client, { businessType: renamed });
    expect(await sectorsNow()).toContain(renamed);
    expect(await sectorsNow()).not.toContain(sector);

    const ended = await client.put(`/api/founder/campaigns/${campaign.id}`, { ...campaign, status: "completed" });
    expect(ended.status).toBe(200);
    expect(await sectorsNow()).not.toContain(renamed);

    const again = await createCampaign(client, { status: "active" });
    expect(await sectorsNow()).toContain(renamed);
    expect((await client.delete(`/api/founder/campaigns/${again.id}`)).status).toBe(204);
    expect(await sectorsNow()).not.toContain(renamed);
  });
});
