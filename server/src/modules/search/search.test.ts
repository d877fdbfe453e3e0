import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, registerFounder, signIn, uniqueEmail } from "../../testing/accounts";
import { listedCampaign, signedInInvestor, uniqueWord } from "../../testing/catalogue";
import { createClient, createTestApp } from "../../testing/test-app";
import { ensureAdmin } from "../accounts/accounts.service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("GET /api/search", () => {
  it("needs a signed-in user", async () => {
    expect((await createClient(t.app).get("/api/search?q=shamba")).status).toBe(401);
  });

  it("finds businesses, active campaigns and investors, grouped, each with its page", async () => {
    const word = uniqueWord("kilimo");
    const { business, campaign } = await listedCampaign(t.app, {
      business: { businessName: `${word} Farms`, businessType: "agtech", incorporationCountry: "Kenya" },
      campaign: { title: "Harvest round" },
    });
    const investor = await signedInInvestor(t.app);
    await investor.client.put("/api/investor/profile", {
      fullName: `Wanjiku ${word}`,
      investorType: "impact",
      address: "Nairobi",
    });

    const founder = createClient(t.app);
    await registerFounder(founder);
    const res = await founder.get(`/api/search?q=${word.slice(0, -1)}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      businesses: [
        { id: business.id, label: `${word} Farms`, sublabel: "Agtech · Kenya", href: `/businesses/${business.id}` },
      ],
      campaigns: [
        {
          id: campaign.id,
          label: "Harvest round",
          sublabel: `${word} Farms`,
          href: `/businesses/${business.id}/campaign/${campaign.id}`,
        },
      ],
      investors: [
        {
          id: investor.profile.id,
          label: `Wanjiku ${word}`,
          sublabel: "Impact Investor · Nairobi",
          href: `/investors/${investor.profile.id}`,
        },
      ],
    });
  });

  it("leaves out campaigns that are not active", async () => {
    const word = uniqueWord("draft");
    await listedCampaign(t.app, { campaign: { title: `${word} round`, status: "draft" } });
    const { client } = await signedInInvestor(t.app);
    const res = await client.get(`/api/search?q=${word}`);
    expect(res.json.campaigns).toEqual([]);
  });

  it("answers at most 5 of each kind", async () => {
    const word = uniqueWord("many");
    for (let i = 0; i < 6; i += 1) {
      const { client } = await signedInInvestor(t.app);
      await client.put("/api/investor/profile", { fullName: `${word} Investor ${i}` });
    }
    const { client } = await signedInInvestor(t.app);
    const res = await client.get(`/api/search?q=${word}`);
    expect(res.json.investors).toHaveLength(5);
  });

  it("answers empty groups for a query too short or with nothing searchable", async () => {
    const { client } = await signedInInvestor(t.app);
    for (const q of ["", "a", "%%", "&|!"]) {
      const res = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ businesses: [], campaigns: [], investors: [] });
    }
  });

  it("admins search too (the investors list is open to every role)", async () => {
    const word = uniqueWord("adm");
    const { profile, client } = await signedInInvestor(t.app);
    await client.put("/api/investor/profile", { fullName: `Admin ${word}`, address: "Lagos" });
    const email = uniqueEmail("admin");
    await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD });
    const admin = createClient(t.app);
    expect((await signIn(admin, email, GOOD_PASSWORD)).status).toBe(200);
    const res = await admin.get(`/api/search?q=${word}`);
    expect(res.status).toBe(200);
    expect(res.json.investors[0]).toMatchObject({ id: profile.id, sublabel: "Individual Investor · Lagos" });
  });
});
