import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import { ban, idsOf, unban } from "../../testing/bans";
import { listedCampaign, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";

// A ban takes the founder's business and campaign out of every catalogue surface for everyone
// else (/, /businesses, /deals, the top-bar search, saved and passed lists, sector filters, their
// pages), admins still open their pages, and unbanning brings everything back.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let investor: Awaited<ReturnType<typeof signedInInvestor>>;
let passer: Awaited<ReturnType<typeof signedInInvestor>>;
let founder: Awaited<ReturnType<typeof listedCampaign>>;
let word: string;
let sector: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
  word = uniqueWord("shamba");
  sector = uniqueWord("sector");
  founder = await listedCampaign(t.app, {
    business: { businessName: `Shamba ${word}`, businessType: sector },
    campaign: { title: `Cold chain ${word}` },
  });
  investor = await signedInInvestor(t.app);
  passer = await signedInInvestor(t.app);
  const saved = await investor.client.put(`/api/businesses/${founder.business.id}/reaction`, { reaction: "saved" });
  expect(saved.status).toBe(200);
  const passed = await passer.client.put(`/api/businesses/${founder.business.id}/reaction`, { reaction: "passed" });
  expect(passed.status).toBe(200);
});
afterAll(() => t.close());

/** Everything a visitor or an investor sees of the founder's business and campaign. */
async function seen() {
  const visitor = createClient(t.app);
  const [list, savedList, passedList, deals, feed, search, detail, campaign, active] = await Promise.all([
    visitor.get(`/api/businesses?search=${word}`),
    investor.client.get("/api/businesses?saved=true"),
    passer.client.get("/api/businesses?passed=true"),
    investor.client.get(`/api/deals?search=${word}`),
    visitor.get("/api/feed"),
    investor.client.get(`/api/search?q=${word}`),
    investor.client.get(`/api/businesses/${founder.business.id}`),
    investor.client.get(`/api/businesses/${founder.business.id}/campaigns/${founder.campaign.id}`),
    investor.client.get(`/api/businesses/${founder.business.id}/active-campaign`),
  ]);
  for (const res of [list, savedList, passedList, deals, feed, search]) expect(res.status).toBe(200);
  const sectors = [...list.json.sectors, ...deals.json.sectors];
  return {
    list: [...idsOf(list.json.items), list.json.total],
    saved: idsOf(savedList.json.items),
    passed: idsOf(passedList.json.items),
    deals: [...idsOf(deals.json.items), deals.json.total],
    feed: [...idsOf(feed.json.campaigns), ...idsOf(feed.json.companies)],
    search: [...idsOf(search.json.businesses), ...idsOf(search.json.campaigns)],
    sectors: sectors.filter((s: string) => s === sector).length,
    pages: [detail.status, campaign.status, active.status],
    errors: [detail.json.error?.message, campaign.json.error?.message, active.json.error?.message],
  };
}

describe("a banned founder's business and campaign", () => {
  it("leave every catalogue surface for everyone else, and come back on unban", async () => {
    const b = founder.business.id;
    const c = founder.campaign.id;
    const shown = {
      list: [b, 1],
      saved: [b],
      passed: [b],
      deals: [c, 1],
      feed: [c, b],
      search: [b, c],
      sectors: 2,
      pages: [200, 200, 200],
      errors: [undefined, undefined, undefined],
    };
    expect(await seen()).toEqual(shown);

    await ban(admin, founder.profile.id);
    expect(await seen()).toEqual({
      list: [0],
      saved: [],
      passed: [],
      deals: [0],
      feed: [],
      search: [],
      sectors: 0,
      pages: [404, 404, 404],
      errors: [BUSINESS_MESSAGES.notFound, CAMPAIGN_MESSAGES.notFoundText, CAMPAIGN_MESSAGES.notFoundText],
    });

    await unban(admin, founder.profile.id);
    expect(await seen()).toEqual(shown);
  });

  it("answers 404 to Save and Pass while banned; admins still open the business and campaign pages", async () => {
    await ban(admin, founder.profile.id);
    const url = `/api/businesses/${founder.business.id}`;
    const save = await investor.client.put(`${url}/reaction`, { reaction: "saved" });
    expect([save.status, save.json.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await admin.client.get(url)).status).toBe(200);
    expect((await admin.client.get(`${url}/campaigns/${founder.campaign.id}`)).status).toBe(200);
    expect((await admin.client.get(`${url}/active-campaign`)).status).toBe(200);
    // The list pages are the public's: a banned founder's business is not in them for an admin either.
    expect((await admin.client.get(`/api/businesses?search=${word}`)).json.total).toBe(0);
    await unban(admin, founder.profile.id);
    expect((await investor.client.put(`${url}/reaction`, { reaction: "saved" })).status).toBe(200);
  });
});
