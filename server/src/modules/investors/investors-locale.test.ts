import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "../../testing/catalogue";
import { newInvestor, saveProfile } from "../../testing/investors";
import { createTestApp } from "../../testing/test-app";
import { searchTermsOf } from "./investor-cards.queries";

// The directory's search knows the investor types' words in both languages, whatever the reader's
// (a French reader may type "VC", an English one "capital-risque"), and its cards name the type in
// the reader's language.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const typesOf = (search: string) => searchTermsOf(search).map((term) => term.types);

describe("investor type words", () => {
  it("are each type's code and its English and French labels' words", () => {
    expect(typesOf("firm capital risque particulier")).toEqual([["vc"], ["vc"], ["vc"], ["individual"]]);
    expect(typesOf("fonds")).toEqual([["vc", "corporate"]]);
    expect(typesOf("business angel")).toEqual([["angel"], ["angel"]]);
    expect(typesOf("individual")).toEqual([["angel", "individual"]]);
  });

  it("leave out the words every name could start with", () => {
    expect(typesOf("investor investisseur de")).toEqual([[], [], []]);
  });

  it("find an investor by type in either language, in a French and in an English request", async () => {
    const town = uniqueWord("ville");
    const vc = await newInvestor(t);
    await saveProfile(vc.client, { fullName: "Awa Koné", address: `${town} Abidjan`, investorType: "vc" });
    const individual = await newInvestor(t);
    await saveProfile(individual.client, {
      fullName: "Moussa Traoré",
      address: `${town} Dakar`,
      investorType: "individual",
    });
    const search = async (words: string, language: string) =>
      (
        await vc.client.get(`/api/investors?search=${encodeURIComponent(`${town} ${words}`)}`, {
          "accept-language": language,
        })
      ).json.items as Array<{ userId: string; investorTypeLabel: string }>;

    for (const language of ["fr", "en"]) {
      expect((await search("capital-risque", language)).map((i) => i.userId)).toEqual([vc.profile.id]);
      expect((await search("VC Firm", language)).map((i) => i.userId)).toEqual([vc.profile.id]);
      expect((await search("particulier", language)).map((i) => i.userId)).toEqual([individual.profile.id]);
    }
    expect((await search("fonds", "fr"))[0]?.investorTypeLabel).toBe("Fonds de capital-risque");
    expect((await search("fonds", "en"))[0]?.investorTypeLabel).toBe("VC Firm");
  });
});
