import { INVESTOR_MESSAGES } from "@domain/constants/investors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import { ban, idsOf, unban } from "../../testing/bans";
import { insertInvestment, uniqueWord } from "../../testing/catalogue";
import { type Client, matchBusiness, matchesOf, matchInvestor, sectorWord } from "../../testing/matching";
import { createTestApp } from "../../testing/test-app";

// A ban takes the user out of matching (both sides: the match lists, the dashboards' widgets read
// the same, saved matches, similar businesses) and a banned investor out of the directory, the
// search and their page; unbanning brings them back. Admins still open a banned investor's page.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const savedIds = async (client: Client) => idsOf((await client.get("/api/matching/saved")).json.items);

describe("a banned investor", () => {
  it("leaves founders' matches, saved matches, the directory, the search and their page, until unbanned", async () => {
    const sector = sectorWord();
    const name = uniqueWord("Kofi");
    const founder = await matchBusiness(
      t,
      { businessType: sector, incorporationCountry: "Rwanda" },
      { minInvestment: 2_000 },
    );
    const investor = await matchInvestor(t, { sectors: [sector], address: "Kigali, Rwanda" }, `${name} Mensah`);
    const id = investor.profile.id;
    expect((await founder.client.put(`/api/matching/saved/${id}`)).status).toBe(200);

    const seen = async () => {
      const [directory, search, page] = await Promise.all([
        founder.client.get(`/api/investors?search=${name}`),
        founder.client.get(`/api/search?q=${name}`),
        founder.client.get(`/api/investors/${id}`),
      ]);
      return {
        matches: (await matchesOf(founder.client, `?search=${name}`)).items.map((i) => i.id),
        saved: await savedIds(founder.client),
        directory: [...directory.json.items.map((i: { userId: string }) => i.userId), directory.json.total],
        search: idsOf(search.json.investors),
        page: [page.status, page.json.error?.message],
      };
    };
    const shown = { matches: [id], saved: [id], directory: [id, 1], search: [id], page: [200, undefined] };
    expect(await seen()).toEqual(shown);

    await ban(admin, id);
    expect(await seen()).toEqual({
      matches: [],
      saved: [],
      directory: [0],
      search: [],
      page: [404, INVESTOR_MESSAGES.notFoundTitle],
    });
    expect((await founder.client.put(`/api/matching/saved/${id}`)).status).toBe(404);
    expect((await admin.client.get(`/api/investors/${id}`)).status).toBe(200);

    await unban(admin, id);
    expect(await seen()).toEqual(shown);
  });
});

describe("a banned founder", () => {
  it("leaves investors' matches, saved matches, similar businesses and portfolios, until unbanned", async () => {
    const sector = sectorWord();
    const banned = await matchBusiness(t, { businessType: sector }, { minInvestment: 100 });
    const neighbour = await matchBusiness(t, { businessType: sector });
    const investor = await matchInvestor(t, { sectors: [sector] });
    const id = banned.business.id;
    expect((await investor.client.put(`/api/matching/saved/${id}`)).status).toBe(200);
    const campaignId = banned.campaign?.id ?? "";
    await insertInvestment(t.deps.db, {
      campaignId,
      investorId: investor.profile.id,
      amount: 500,
      status: "completed",
    });

    const seen = async () => {
      const [similar, similarOfBanned, page] = await Promise.all([
        investor.client.get(`/api/matching/similar/${neighbour.business.id}`),
        investor.client.get(`/api/matching/similar/${id}`),
        neighbour.client.get(`/api/investors/${investor.profile.id}`),
      ]);
      return {
        matches: (await matchesOf(investor.client, `?search=${sector}`)).items.map((i) => i.id).includes(id),
        saved: await savedIds(investor.client),
        similar: idsOf(similar.json.items),
        similarOfBanned: similarOfBanned.status,
        portfolio: idsOf(page.json.investor.portfolio),
      };
    };
    const shown = { matches: true, saved: [id], similar: [id], similarOfBanned: 200, portfolio: [id] };
    expect(await seen()).toEqual(shown);

    await ban(admin, banned.profile.id);
    expect(await seen()).toEqual({ matches: false, saved: [], similar: [], similarOfBanned: 404, portfolio: [] });
    expect((await investor.client.put(`/api/matching/saved/${id}`)).status).toBe(404);
    expect((await admin.client.get(`/api/matching/similar/${id}`)).status).toBe(200);

    await unban(admin, banned.profile.id);
    expect(await seen()).toEqual(shown);
  });
});
