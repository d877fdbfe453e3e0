import { DEFAULT_MATCH_SETTINGS } from "@domain/constants/matching";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin";
import { matchBusiness, matchesOf, matchInvestor, sectorWord } from "../../testing/matching";
import { createTestApp, MISSING_ID } from "../../testing/test-app";

// Each user's own saved matches and algorithm settings: nobody reads or changes another's.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("saved matches", () => {
  it("are kept per user; another user's save is neither seen nor removable", async () => {
    const sector = sectorWord();
    const biz = await matchBusiness(
      t,
      { businessName: `Saved ${sector}`, businessType: sector },
      { minInvestment: 100 },
    );
    const me = await matchInvestor(t, { sectors: [sector] });
    const other = await matchInvestor(t, { sectors: [sector] });

    expect((await me.client.put(`/api/matching/saved/${biz.business.id}`)).status).toBe(200);
    expect((await me.client.put(`/api/matching/saved/${biz.business.id}`)).status).toBe(200);
    const mine = await me.client.get("/api/matching/saved");
    expect(mine.json.items.map((i: { id: string; saved: boolean }) => [i.id, i.saved])).toEqual([
      [biz.business.id, true],
    ]);
    expect((await matchesOf(me.client, `?search=${sector}`)).items[0]?.saved).toBe(true);

    expect((await other.client.get("/api/matching/saved")).json.items).toEqual([]);
    expect((await matchesOf(other.client, `?search=${sector}`)).items[0]?.saved).toBe(false);
    expect((await other.client.delete(`/api/matching/saved/${biz.business.id}`)).status).toBe(404);
    expect((await me.client.get("/api/matching/saved")).json.items).toHaveLength(1);

    // Only something the viewer can be matched with: not an unknown id, not an investor for an investor.
    expect((await me.client.put(`/api/matching/saved/${MISSING_ID}`)).status).toBe(404);
    expect((await me.client.put(`/api/matching/saved/${other.profile.id}`)).status).toBe(404);

    expect((await me.client.delete(`/api/matching/saved/${biz.business.id}`)).status).toBe(200);
    expect((await me.client.get("/api/matching/saved")).json.items).toEqual([]);
    expect((await t.app.request("/api/matching/saved")).status).toBe(401);
  });

  it("are listed newest first, and marked saved on the page of matches", async () => {
    const sector = sectorWord();
    const older = await matchBusiness(
      t,
      { businessName: `Older ${sector}`, businessType: sector },
      { minInvestment: 100 },
    );
    const newer = await matchBusiness(
      t,
      { businessName: `Newer ${sector}`, businessType: sector },
      { minInvestment: 100 },
    );
    const unsaved = await matchBusiness(
      t,
      { businessName: `Unsaved ${sector}`, businessType: sector },
      { minInvestment: 100 },
    );
    const me = await matchInvestor(t, { sectors: [sector] });
    expect((await me.client.put(`/api/matching/saved/${older.business.id}`)).status).toBe(200);
    expect((await me.client.put(`/api/matching/saved/${newer.business.id}`)).status).toBe(200);

    const saved = await me.client.get("/api/matching/saved");
    expect(saved.json.items.map((i: { id: string }) => i.id)).toEqual([newer.business.id, older.business.id]);
    const page = await matchesOf(me.client, `?search=${sector}`);
    const savedOnPage = Object.fromEntries(page.items.map((i: { id: string; saved: boolean }) => [i.id, i.saved]));
    expect(savedOnPage).toEqual({ [older.business.id]: true, [newer.business.id]: true, [unsaved.business.id]: false });
  });

  it("let a founder save an investor", async () => {
    const founder = await matchBusiness(t, { businessType: sectorWord() });
    const investor = await matchInvestor(t, { sectors: [] });
    expect((await founder.client.put(`/api/matching/saved/${investor.profile.id}`)).status).toBe(200);
    const saved = await founder.client.get("/api/matching/saved");
    expect(saved.json.items.map((i: { id: string; kind: string }) => [i.id, i.kind])).toEqual([
      [investor.profile.id, "investor"],
    ]);
  });
});

describe("algorithm settings", () => {
  it("are the defaults until saved, saved per user, validated, and reset", async () => {
    const me = await matchInvestor(t, { sectors: [] });
    const other = await matchInvestor(t, { sectors: [] });
    const initial = await me.client.get("/api/settings/algorithm");
    expect(initial.json).toEqual({ ...DEFAULT_MATCH_SETTINGS, isDefault: true });

    const bad = await me.client.put("/api/settings/algorithm", {
      ...DEFAULT_MATCH_SETTINGS,
      weights: { ...DEFAULT_MATCH_SETTINGS.weights, sector: 33, team: 105 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["weights.sector", "weights.team"]);

    const changed = {
      weights: { ...DEFAULT_MATCH_SETTINGS.weights, sector: 100, team: 0 },
      toggles: { ...DEFAULT_MATCH_SETTINGS.toggles, autoNotifications: false },
    };
    const put = await me.client.put("/api/settings/algorithm", changed);
    expect(put.json).toEqual({ ...changed, isDefault: false });
    expect((await me.client.get("/api/settings/algorithm")).json).toEqual({ ...changed, isDefault: false });
    expect((await other.client.get("/api/settings/algorithm")).json.isDefault).toBe(true);

    const reset = await me.client.post("/api/settings/algorithm/reset");
    expect(reset.json).toEqual({ ...DEFAULT_MATCH_SETTINGS, isDefault: true });
    expect((await me.client.get("/api/settings/algorithm")).json.isDefault).toBe(true);
  });

  it("are for investors and founders only", async () => {
    const admin = (await signedInAdmin(t)).client;
    expect((await admin.get("/api/settings/algorithm")).status).toBe(403);
    expect((await t.app.request("/api/settings/algorithm")).status).toBe(401);
    const founder = await matchBusiness(t, { businessType: sectorWord() });
    expect((await founder.client.get("/api/settings/algorithm")).status).toBe(200);
  });
});
