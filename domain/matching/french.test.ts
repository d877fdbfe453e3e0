import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { founderCouldRaise, investorCouldRaise } from "./raise";
import { businessRecommendations } from "./recommendations";
import { prepareInvestor } from "./rules";
import { explainMatch } from "./score";

// Reasons, advice and recommendations are read in the reader's language, money the French way.

afterEach(() => setLocale("en", { reload: false }));

const investor = prepareInvestor({
  sectors: ["renewable_energy"],
  ticketMin: 1_000,
  ticketMax: 50_000,
  riskAppetite: "low",
  address: "Dakar, Sénégal",
});
const business = {
  businessType: "renewable_energy",
  revenue: 600_000,
  growthRate: 42.5,
  incorporationCountry: "Sénégal",
  campaignMinInvestment: 75_000,
};
const reasons = () => explainMatch(investor, business).fired.map((r) => r.reason);

describe("match reasons in French", () => {
  it("names the sector by its label, writes money and decimals the French way", () => {
    setLocale("fr", { reload: false });
    const [sector, revenue, location, growth] = reasons();
    expect(sector).toBe("Secteur correspondant\u00a0: Énergies renouvelables fait partie des secteurs privilégiés");
    expect(revenue).toMatch(/^Un chiffre d’affaires de 600\s000\s\$US \(plus de 500\s000\s\$US\) convient/);
    expect(location).toBe("Situé dans le pays d’immatriculation de l’entreprise (Sénégal)");
    expect(growth).toBe("Forte croissance\u00a0: 42,5\u00a0% (plus de 30\u00a0%)");
  });

  it("keeps the English sentences in English", () => {
    expect(reasons()).toContain("Revenue of $600,000 (over $500,000) suits a low risk appetite");
    expect(reasons()).toContain("Strong growth: 42.5% (over 30%)");
  });

  it("says what would raise the score in French", () => {
    setLocale("fr", { reload: false });
    const score = explainMatch(investor, business).score;
    expect(investorCouldRaise(investor, business, score).map((s) => s.advice)).toContainEqual(
      expect.stringMatching(
        /^Élargissez votre fourchette de ticket \(1\s000\s\$US à 50\s000\s\$US\) pour inclure 75\s000\s\$US$/,
      ),
    );
    expect(founderCouldRaise(investor, { ...business, growthRate: 10 }, score).map((s) => s.advice)).toContain(
      "Une croissance de plus de 30\u00a0% dans vos indicateurs de traction",
    );
  });

  it("a recommendation made in one language reads in the language of whoever reads it", () => {
    const [first] = businessRecommendations({
      description: null,
      revenue: 0,
      milestoneCount: 0,
      videoPitchUrl: null,
      fundraisingRoundCount: 0,
      hasActiveCampaign: false,
    });
    expect(first?.text).toMatch(/^Expand your business description/);
    setLocale("fr", { reload: false });
    expect(JSON.parse(JSON.stringify(first))).toEqual({
      id: "shortDescription",
      text: "Étoffez la description de votre entreprise\u00a0: visez 300 caractères pour que les investisseurs comprennent ce que vous faites.",
    });
  });
});
