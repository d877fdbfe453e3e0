import { DEFAULT_MATCH_SETTINGS, MATCH_MESSAGES } from "@domain/constants/matching";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDiligenceProcesses } from "../../db/schema";
import { registerFounder } from "../../testing/accounts";
import { signedInInvestor } from "../../testing/catalogue";
import { matchBusiness, matchesOf, matchInvestor, sectorWord, summary } from "../../testing/matching";
import { createClient, createTestApp } from "../../testing/test-app";

// /api/matching/matches: the viewer's own matches, scored with their own settings, fresh as soon
// as anything that scores them changes.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("an investor's matches", () => {
  it("scores businesses by the rules, with labels and reasons, best first, and follows weights and changes at once", async () => {
    const sector = sectorWord();
    // Sector 25 + ticket 20 + location 15 = 60.
    const alpha = await matchBusiness(
      t,
      { businessName: `Alpha ${sector}`, businessType: sector, incorporationCountry: "Kenya" },
      { minInvestment: 1_000 },
    );
    // Medium-risk traction 20 + ticket 20 + growth 10 = 50.
    await matchBusiness(
      t,
      {
        businessName: `Beta ${sector}`,
        businessType: "logistics",
        incorporationCountry: "Ghana",
        tractionMetrics: { revenue: 900_000, users: 10, growthRate: 45 },
      },
      { minInvestment: 500 },
    );
    const me = await matchInvestor(t, { sectors: [sector], address: "Nairobi, Kenya", ticket: { min: 0, max: 5_000 } });
    const other = await matchInvestor(t, { sectors: [], address: null, ticket: { min: 1, max: 2 } });

    const first = await matchesOf(me.client, `?search=${sector}`);
    expect(first.kind).toBe("business");
    expect(summary(first)).toEqual([
      [`Alpha ${sector}`, 60, "Good Match"],
      [`Beta ${sector}`, 50, "Moderate Match"],
    ]);
    expect(first.items[0]?.fired.map((f) => [f.rule, f.points])).toEqual([
      ["sector", 25],
      ["ticketFit", 20],
      ["location", 15],
    ]);
    // Someone else's preferences give someone else's matches: Beta alone (20 + 10 = 30) is not kept.
    expect(summary(await matchesOf(other.client, `?search=${sector}`))).toEqual([]);

    // More weight on traction: Beta 31 + 20 + 15 = 66 passes Alpha (60). Only for this investor.
    const put = await me.client.put("/api/settings/algorithm", {
      ...DEFAULT_MATCH_SETTINGS,
      weights: { ...DEFAULT_MATCH_SETTINGS.weights, traction: 100 },
    });
    expect(put.status).toBe(200);
    expect(summary(await matchesOf(me.client, `?search=${sector}`))).toEqual([
      [`Beta ${sector}`, 66, "Good Match"],
      [`Alpha ${sector}`, 60, "Good Match"],
    ]);

    // The founder's edit is seen on the next request (growth 40 at traction 100: +15).
    const edit = await alpha.client.put("/api/founder/business", {
      businessName: `Alpha ${sector}`,
      businessType: sector,
      incorporationCountry: "Kenya",
      tractionMetrics: { revenue: 0, users: 0, growthRate: 40 },
    });
    expect(edit.status).toBe(200);
    expect(summary(await matchesOf(me.client, `?search=${sector}`))[0]).toEqual([
      `Alpha ${sector}`,
      75,
      "Excellent Match",
    ]);

    // And the investor's own preferences: dropping the sector takes 25 off at once.
    await me.client.put("/api/investor/preferences", {
      sectors: [],
      ticketSizes: { min: 0, max: 5_000 },
      riskAppetite: "medium",
    });
    expect(summary(await matchesOf(me.client, `?search=${sector}`))).toEqual([
      [`Beta ${sector}`, 66, "Good Match"],
      [`Alpha ${sector}`, 50, "Moderate Match"],
    ]);
  });

  it("filters by sector, minimum score and label, and pages", async () => {
    const sector = sectorWord();
    await matchBusiness(t, { businessName: `Gamma ${sector}`, businessType: sector }, { minInvestment: 100 });
    await matchBusiness(
      t,
      { businessName: `Delta ${sector}`, businessType: sector, incorporationCountry: "Togo" },
      { minInvestment: 100 },
    );
    const me = await matchInvestor(t, { sectors: [sector], address: "Lomé, Togo" });
    expect((await matchesOf(me.client, `?search=${sector}&minScore=60`)).items.map((i) => i.score)).toEqual([60]);
    expect((await matchesOf(me.client, `?search=${sector}&label=Moderate%20Match`)).items.map((i) => i.score)).toEqual([
      45,
    ]);
    const bySector = await matchesOf(me.client, `?sector=${sector}&limit=1`);
    expect(bySector.total).toBe(2);
    expect(bySector.items).toHaveLength(1);
    expect(bySector.sectors).toContain(sector);
    expect((await t.app.request("/api/matching/matches?minScore=500")).status).toBe(401);
  });

  it("finds a business by its type as stored or as shown", async () => {
    const name = `Sun ${sectorWord()}`;
    await matchBusiness(t, { businessName: name, businessType: "renewable_energy" }, { minInvestment: 100 });
    const me = await matchInvestor(t, { sectors: ["renewable_energy"] });
    for (const search of ["renewable_energy", "Renewable Energy"])
      expect(summary(await matchesOf(me.client, `?search=${encodeURIComponent(search)}`))).toEqual([
        [name, 45, "Moderate Match"],
      ]);
  });

  it("recommends what the investor's profile lacks, or completing it when never saved", async () => {
    const { client } = await matchInvestor(t, { sectors: [] });
    expect((await matchesOf(client)).recommendations.map((r) => r.id)).toEqual([
      "noSectors",
      "noTicket",
      "noDueDiligence",
    ]);
    const fresh = await signedInInvestor(t.app);
    expect((await matchesOf(fresh.client)).recommendations).toEqual([
      { id: "investorFallback", text: MATCH_MESSAGES.investorFallback },
    ]);
  });
});

describe("a founder's matches", () => {
  it("scores investors against the founder's business, adding min(25, progress / 4) for due diligence", async () => {
    const sector = sectorWord();
    const founder = await matchBusiness(
      t,
      { businessType: sector, incorporationCountry: "Rwanda" },
      { minInvestment: 2_000 },
    );
    const fan = await matchInvestor(t, { sectors: [sector], address: "Kigali, Rwanda" }, `Fan ${sector}`);
    await matchInvestor(t, { sectors: ["nothing"], ticket: { min: 1, max: 2 } }, `Cold ${sector}`);
    const list = await matchesOf(founder.client, `?search=${sector}`);
    expect(list.kind).toBe("investor");
    expect(summary(list)).toEqual([[`Fan ${sector}`, 60, "Good Match"]]);
    expect(list.recommendations.map((r) => r.id)).toEqual(["shortDescription", "noRevenue", "fewMilestones"]);

    await t.deps.db.insert(dueDiligenceProcesses).values({
      businessId: founder.business.id,
      investorId: fan.profile.id,
      progress: 40,
      lastCommunication: "Interest expressed",
    });
    const after = await matchesOf(founder.client, `?search=${sector}`);
    expect(summary(after)).toEqual([[`Fan ${sector}`, 70, "Good Match"]]);
    expect(after.items[0]?.fired.at(-1)).toMatchObject({ rule: "dueDiligence", points: 10 });

    // A process at Initial Contact (progress 10) adds the spec's 2.5, unrounded.
    await t.deps.db
      .update(dueDiligenceProcesses)
      .set({ progress: 10 })
      .where(eq(dueDiligenceProcesses.investorId, fan.profile.id));
    expect(summary(await matchesOf(founder.client, `?search=${sector}`))).toEqual([
      [`Fan ${sector}`, 62.5, "Good Match"],
    ]);
  });

  it("gives a founder without a business the spec's fallback and no matches", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const list = await matchesOf(client);
    expect(list).toMatchObject({ kind: null, items: [], total: 0 });
    expect(list.recommendations).toEqual([{ id: "businessFallback", text: MATCH_MESSAGES.businessFallback }]);
  });
});
