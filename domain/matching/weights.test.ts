import { describe, expect, it } from "vitest";
import { DEFAULT_MATCH_SETTINGS } from "../constants/matching";
import { founderCouldRaise, investorCouldRaise } from "./raise";
import { rankMatches } from "./rank";
import { type MatchBusinessFacts, type MatchWeights, prepareInvestor, RULES } from "./rules";
import { explainMatch, scorePoints } from "./score";

// The weights of /settings: how they scale the rules, and that moving one moves the ranking the
// way a user expects. And the "what would raise the score" advice for each side.

const defaults: MatchWeights = { ...DEFAULT_MATCH_SETTINGS.weights };
const investor = prepareInvestor({
  sectors: ["fintech"],
  ticketMin: 0,
  ticketMax: 0,
  riskAppetite: "medium",
  address: "Nairobi, Kenya",
});
const base: MatchBusinessFacts = {
  businessType: null,
  revenue: 0,
  growthRate: 0,
  incorporationCountry: null,
  campaignMinInvestment: null,
};
// Sector and location: 25 + 15 = 40 at the defaults.
const sectorFit = { ...base, businessType: "fintech", incorporationCountry: "Kenya" };
// Traction: medium-risk rule and growth over 30: 20 + 10 = 30... plus the open ticket range: 50.
const strongTraction = {
  ...base,
  businessType: "logistics",
  revenue: 900_000,
  growthRate: 45,
  campaignMinInvestment: 500,
};

const order = (weights: MatchWeights) =>
  rankMatches([
    { id: "1", name: "Sector Fit", score: scorePoints(investor, sectorFit, { weights }) },
    { id: "2", name: "Strong Traction", score: scorePoints(investor, strongTraction, { weights }) },
  ]).map((r) => [r.name, r.score]);

describe("algorithm weights", () => {
  it("map every rule to one of the five weights", () => {
    expect(Object.values(RULES).map((r) => r.weight)).toEqual([
      "sector",
      "traction",
      "traction",
      "traction",
      "fundingHistory",
      "team",
      "traction",
      "stage",
    ]);
  });

  it("scale a rule's points by weight / default, and 0 turns it off", () => {
    expect(explainMatch(investor, sectorFit, { weights: defaults }).score).toBe(40);
    expect(explainMatch(investor, sectorFit, { weights: { ...defaults, sector: 100 } }).score).toBe(33 + 15);
    const off = explainMatch(investor, sectorFit, { weights: { ...defaults, sector: 0 } });
    expect(off.fired.map((r) => r.rule)).toEqual(["location"]);
    expect(off.score).toBe(15);
    expect(explainMatch(investor, sectorFit, { weights: { ...defaults, team: 35 } }).score).toBe(25 + 8);
  });

  it("more weight on traction lifts the business with strong traction above the sector fit", () => {
    // 20 + 20 + 10 = 50 against 40 at the defaults already; lower traction and it falls behind.
    expect(order({ ...defaults, traction: 30 })).toEqual([
      ["Sector Fit", 40],
      ["Strong Traction", 20 + 9 + 5],
    ]);
    expect(order({ ...defaults, traction: 100 })).toEqual([
      ["Strong Traction", 20 + 31 + 15],
      ["Sector Fit", 40],
    ]);
  });

  it("more weight on the sector lifts the sector fit", () => {
    expect(order({ ...defaults, sector: 100, traction: 45 })).toEqual([
      ["Sector Fit", 48],
      ["Strong Traction", 20 + 14 + 7],
    ]);
  });

  it("scale the due-diligence rule by the stage weight", () => {
    const result = explainMatch(investor, base, { dueDiligenceProgress: 100, weights: { ...defaults, stage: 30 } });
    // 25 × 30 / 60 = 12.5, kept to the quarter point like the rule's own points.
    expect(result.fired).toMatchObject([{ rule: "dueDiligence", points: 12.5 }]);
    const early = explainMatch(investor, base, { dueDiligenceProgress: 10, weights: { ...defaults, stage: 100 } });
    // 2.5 × 100 / 60 = 4.1666…: 4.25.
    expect(early.score).toBe(4.25);
  });
});

describe("what would raise the score", () => {
  it("tells an investor which of their preferences would add points", () => {
    const i = prepareInvestor({
      sectors: [],
      ticketMin: 10_000,
      ticketMax: 20_000,
      riskAppetite: "low",
      address: null,
    });
    const b = {
      ...base,
      businessType: "edtech",
      growthRate: 60,
      incorporationCountry: "Ghana",
      campaignMinInvestment: 500,
    };
    const score = scorePoints(i, b);
    expect(score).toBe(10);
    expect(investorCouldRaise(i, b, score).map((s) => [s.rule, s.points])).toEqual([
      ["sector", 25],
      ["highRiskGrowth", 25],
      ["ticketFit", 20],
      ["location", 15],
    ]);
  });

  it("tells a founder which business facts would add points, never past 100", () => {
    const i = prepareInvestor({
      sectors: ["agtech"],
      ticketMin: 0,
      ticketMax: 0,
      riskAppetite: "medium",
      address: null,
    });
    const b = { ...base, businessType: "fintech" };
    expect(founderCouldRaise(i, b, 0).map((s) => [s.rule, s.points])).toEqual([
      ["sector", 25],
      ["mediumRiskTraction", 20],
      ["ticketFit", 20],
      ["growth", 10],
    ]);
    expect(founderCouldRaise(i, b, 95).map((s) => s.points)).toEqual([5, 5, 5, 5]);
  });
});
