import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { registerFounder } from "../../testing/accounts";
import { createCampaign, signedInInvestor } from "../../testing/catalogue";
import { type Client, matchBusiness, matchesOf, matchInvestor, sectorWord } from "../../testing/matching";
import { createClient, createTestApp } from "../../testing/test-app";
import { drainActivations } from "./matching-notify";

// Matching in the reader's language (decision 019). A viewer's computed matches are cached for
// every later request, whatever language each speaks, and a match notification is stored as data:
// what either says is made when it is read.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const FRENCH = "fr-SN,fr;q=0.9";
const recommendations = async (client: Client, language = "en") =>
  (await client.get("/api/matching/matches", { "accept-language": language })).json.recommendations;

describe("recommendations from the cached matches", () => {
  it("give a never-saved investor the fallback in each reader's language, whichever language came first", async () => {
    const { client } = await signedInInvestor(t.app);
    expect(await recommendations(client, FRENCH)).toEqual([
      {
        id: "investorFallback",
        text: "Complétez votre profil d’investisseur pour recevoir des recommandations personnalisées",
      },
    ]);
    expect(await recommendations(client)).toEqual([
      { id: "investorFallback", text: "Complete your investor profile to get personalized recommendations" },
    ]);
  });

  it("give a founder without a business the fallback in each reader's language", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    expect(await recommendations(client)).toEqual([
      { id: "businessFallback", text: "Complete your business profile to get personalized recommendations" },
    ]);
    expect((await recommendations(client, FRENCH))[0].text).toBe(
      "Complétez le profil de votre entreprise pour recevoir des recommandations personnalisées",
    );
  });

  it("give an investor's own recommendations in each reader's language", async () => {
    const { client } = await matchInvestor(t, { sectors: [] });
    expect((await recommendations(client, FRENCH))[0]).toEqual({
      id: "noSectors",
      text: "Ajoutez des secteurs privilégiés à vos préférences d’investissement.",
    });
    expect((await recommendations(client))[0]).toEqual({
      id: "noSectors",
      text: "Add preferred sectors to your investment preferences.",
    });
  });

  it("leave a card's label an API value and its texts the reader's", async () => {
    const sector = sectorWord();
    await matchBusiness(t, { businessName: `Cached ${sector}`, businessType: sector }, { minInvestment: 100 });
    const me = await matchInvestor(t, { sectors: [sector] });
    const french = (await me.client.get(`/api/matching/matches?search=${sector}`, { "accept-language": FRENCH })).json
      .items[0];
    expect(french).toMatchObject({ label: "Moderate Match", tags: expect.arrayContaining(["Campagne active"]) });
    const english = (await matchesOf(me.client, `?search=${sector}`)).items[0];
    expect(english).toMatchObject({ label: "Moderate Match", tags: expect.arrayContaining(["Active campaign"]) });
  });
});

describe("a match notification", () => {
  it("stores the score, and reads its label in the reader's language", async () => {
    const sector = sectorWord();
    // Sector 25 + ticket 20 + location 15 = 60: a Good Match.
    const fan = await matchInvestor(t, { sectors: [sector], address: "Abidjan, Côte d'Ivoire" });
    await drainActivations(t.deps.db);
    const founder = await matchBusiness(t, {
      businessName: `Label ${sector}`,
      businessType: sector,
      incorporationCountry: "Côte d'Ivoire",
    });
    const campaign = await createCampaign(founder.client, {
      status: "active",
      title: "Seed Round",
      minInvestment: 1_000,
      maxInvestment: 10_000,
    });
    expect(campaign.status).toBe("active");
    await drainActivations(t.deps.db);

    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, fan.profile.id));
    expect(row).toMatchObject({ messageKey: "match.new", params: { name: `Label ${sector}`, title: "Seed Round" } });
    expect(row?.params).not.toHaveProperty("label");
    const newest = async (language?: string) =>
      (
        await fan.client.get("/api/notifications", language ? { "accept-language": language } : undefined)
      ).json.notifications.find((n: { title: string }) => n.title.includes(`Label ${sector}`));
    expect(await newest()).toMatchObject({
      title: `New match: Label ${sector}`,
      description: "Seed Round is a Good Match (60) for your preferences.",
    });
    expect(await newest(FRENCH)).toMatchObject({
      title: `Nouvelle correspondance\u00a0: Label ${sector}`,
      description: "Seed Round\u00a0: Bonne compatibilité (60) selon vos préférences.",
    });
  });
});
