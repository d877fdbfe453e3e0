import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../../db/schema";
import { signedInAdmin } from "../../testing/admin";
import { insertInvestment, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { type RankedSpec, rankedCampaign } from "../../testing/ranking";
import { type createClient, createTestApp } from "../../testing/test-app";

// The order of /deals (decision 018): Verified businesses first, then the share of the goal raised
// by completed investments, then the newest, then the id, so pages never repeat or skip a row.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let investor: ReturnType<typeof createClient>;
let investorId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
  admin = await signedInAdmin(t);
  const signedIn = await signedInInvestor(t.app);
  investor = signedIn.client;
  investorId = signedIn.profile.id;
});
afterAll(() => t.close());

const titles = (items: TCampaignWithBusiness[]) => items.map((c) => c.title);
const deals = async (query: string) => (await investor.get(`/api/deals?${query}`)).json;

async function listAll(sector: string, specs: Array<Omit<RankedSpec, "sector">>) {
  const made = [];
  for (const spec of specs) made.push(await rankedCampaign(t, admin, investorId, { ...spec, sector }));
  return made;
}

describe("GET /api/deals order", () => {
  it("puts Verified businesses first, then the best funded, then the newest", async () => {
    const sector = uniqueWord("sector");
    const made = await listAll(sector, [
      { title: "Unverified, best funded", verified: false, funded: 80, minutesAgo: 50 },
      { title: "Verified 10% older", verified: true, funded: 10, minutesAgo: 40 },
      { title: "Verified 10% newer", verified: true, funded: 10, minutesAgo: 30 },
      { title: "Verified unfunded, newest", verified: true, funded: 0, minutesAgo: 1 },
      { title: "Verified 60%", verified: true, funded: 60, minutesAgo: 60 },
      { title: "Unverified unfunded", verified: false, funded: 0, minutesAgo: 2 },
    ]);
    // A pending investment raises nothing yet: it does not lift the unfunded campaign.
    const unfunded = made[3]?.campaign.id ?? "";
    await insertInvestment(t.deps.db, { campaignId: unfunded, investorId, amount: 90_000, status: "pending" });

    const expected = [
      "Verified 60%",
      "Verified 10% newer",
      "Verified 10% older",
      "Verified unfunded, newest",
      "Unverified, best funded",
      "Unverified unfunded",
    ];
    expect(titles((await deals(`sector=${sector}`)).items)).toEqual(expected);

    // Page by page: the same order, each campaign once.
    const paged: string[] = [];
    for (let offset = 0; offset !== null; ) {
      const page = await deals(`sector=${sector}&limit=4&offset=${offset}`);
      paged.push(...titles(page.items));
      offset = page.nextOffset;
    }
    expect(paged).toEqual(expected);
  });

  it("breaks a full tie on the id, so pages of one never repeat or skip a campaign", async () => {
    const sector = uniqueWord("sector");
    const made = await listAll(
      sector,
      [1, 2, 3, 4].map((n) => ({ title: `Tie ${n}`, verified: true, funded: 20, minutesAgo: 5 })),
    );
    const ids = made.map((m) => m.campaign.id);
    const sameTime = new Date(Date.now() - 5 * 60_000);
    await t.deps.db.update(campaigns).set({ createdAt: sameTime }).where(inArray(campaigns.id, ids));

    const byId = [...ids].sort().reverse();
    const full = (await deals(`sector=${sector}`)).items.map((c: TCampaignWithBusiness) => c.id);
    expect(full).toEqual(byId);
    const paged: string[] = [];
    for (let offset = 0; offset < ids.length; offset++) {
      const page = await deals(`sector=${sector}&limit=1&offset=${offset}`);
      paged.push(page.items[0].id);
    }
    expect(paged).toEqual(byId);
  });

  it("ranks by the share of the goal, not the amount", async () => {
    const sector = uniqueWord("sector");
    const [small, large] = await listAll(sector, [
      { title: "Small goal", verified: true, funded: 0, minutesAgo: 20 },
      { title: "Large goal", verified: true, funded: 0, minutesAgo: 10 },
    ]);
    if (!small || !large) throw new Error("fixtures missing");
    // Small: $20K of $100K (20%); large: $50K of $1M (5%), more money but a smaller share.
    await t.deps.db.update(campaigns).set({ fundingGoal: 1_000_000 }).where(eq(campaigns.id, large.campaign.id));
    await insertInvestment(t.deps.db, {
      campaignId: small.campaign.id,
      investorId,
      amount: 20_000,
      status: "completed",
    });
    await insertInvestment(t.deps.db, {
      campaignId: large.campaign.id,
      investorId,
      amount: 50_000,
      status: "completed",
    });
    expect(titles((await deals(`sector=${sector}`)).items)).toEqual(["Small goal", "Large goal"]);
  });
});
