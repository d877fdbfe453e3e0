import { DEFAULT_MATCH_SETTINGS, type MatchToggleKey } from "@domain/constants/matching";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { createCampaign, insertInvestment } from "../../testing/catalogue";
import { type Client, matchBusiness, matchesOf, matchInvestor, sectorWord, summary } from "../../testing/matching";
import { createTestApp } from "../../testing/test-app";
import { drainActivations } from "./matching-notify";

// The three toggles of /settings: each does what it says when on, and nothing when off.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const toggle = (client: Client, toggles: Partial<Record<MatchToggleKey, boolean>>) =>
  client.put("/api/settings/algorithm", {
    weights: DEFAULT_MATCH_SETTINGS.weights,
    toggles: { ...DEFAULT_MATCH_SETTINGS.toggles, ...toggles },
  });

const matchNotes = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("automatic match notifications", () => {
  it("tell investors for whom a newly active campaign is a Good Match or better, unless they turned it off", async () => {
    const sector = sectorWord();
    // Sector 25 + ticket 20 + location 15 = 60 for both fans.
    const fan = await matchInvestor(t, { sectors: [sector], address: "Dakar, Senegal" });
    const quiet = await matchInvestor(t, { sectors: [sector], address: "Dakar, Senegal" });
    const lukewarm = await matchInvestor(t, { sectors: [sector], address: null });
    expect((await toggle(quiet.client, { autoNotifications: false })).status).toBe(200);
    await drainActivations(t.deps.db);

    const founder = await matchBusiness(t, {
      businessName: `Notify ${sector}`,
      businessType: sector,
      incorporationCountry: "Senegal",
    });
    const draft = await createCampaign(founder.client, { status: "draft", minInvestment: 1_000 });
    expect(await drainActivations(t.deps.db)).toBe(0);
    const activated = await founder.client.put(`/api/founder/campaigns/${draft.id}`, { ...draft, status: "active" });
    expect(activated.status, JSON.stringify(activated.json)).toBe(200);
    await drainActivations(t.deps.db);

    const notes = await matchNotes(fan.profile.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: `New match: Notify ${sector}`,
      link: `/businesses/${founder.business.id}/campaign/${draft.id}`,
    });
    expect(notes[0]?.description).toContain("Good Match (60)");
    expect(await matchNotes(quiet.profile.id)).toEqual([]);
    // 25 + 20 = 45: a Moderate Match is not announced.
    expect(await matchNotes(lukewarm.profile.id)).toEqual([]);
    // Each activation is announced once.
    expect(await drainActivations(t.deps.db)).toBe(0);
  });
});

describe("use investment history", () => {
  it("counts the sectors of completed investments as preferences, only while on", async () => {
    const sector = sectorWord();
    const past = await matchBusiness(
      t,
      { businessName: `Past ${sector}`, businessType: sector },
      { minInvestment: 100 },
    );
    await matchBusiness(
      t,
      { businessName: `Next ${sector}`, businessType: sector, incorporationCountry: "Benin" },
      { minInvestment: 100 },
    );
    const me = await matchInvestor(t, { sectors: [], address: "Cotonou, Benin" });
    // Ticket 20 + location 15 = 35 without the history.
    expect(summary(await matchesOf(me.client, `?search=Next ${sector}`))).toEqual([
      [`Next ${sector}`, 35, "Potential Match"],
    ]);
    const campaignId = past.campaign?.id as string;
    await insertInvestment(t.deps.db, { campaignId, investorId: me.profile.id, amount: 500, status: "pending" });
    expect(summary(await matchesOf(me.client, `?search=Next ${sector}`))[0]?.[1]).toBe(35);
    await insertInvestment(t.deps.db, { campaignId, investorId: me.profile.id, amount: 700, status: "completed" });
    expect(summary(await matchesOf(me.client, `?search=Next ${sector}`))).toEqual([
      [`Next ${sector}`, 60, "Good Match"],
    ]);
    await toggle(me.client, { useInvestmentHistory: false });
    expect(summary(await matchesOf(me.client, `?search=Next ${sector}`))[0]?.[1]).toBe(35);
  });
});

describe("explore similar recommendations", () => {
  it("lists businesses of the same type, and none when off", async () => {
    const sector = sectorWord();
    const one = await matchBusiness(t, { businessName: `One ${sector}`, businessType: sector });
    const two = await matchBusiness(t, { businessName: `Two ${sector}`, businessType: sector });
    await matchBusiness(t, { businessName: `Elsewhere ${sector}`, businessType: "logistics" });
    const me = await matchInvestor(t, { sectors: [] });
    const similar = await me.client.get(`/api/matching/similar/${one.business.id}`);
    expect(similar.json).toEqual({ enabled: true, items: [expect.objectContaining({ id: two.business.id })] });
    await toggle(me.client, { similarRecommendations: false });
    expect((await me.client.get(`/api/matching/similar/${one.business.id}`)).json).toEqual({
      enabled: false,
      items: [],
    });
    expect((await one.client.get("/api/matching/similar/not-a-uuid")).status).toBe(404);
  });
});
