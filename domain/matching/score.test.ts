import { describe, expect, it } from "vitest";
import { DEFAULT_MATCH_SETTINGS } from "../constants/matching";
import { rankMatches } from "./rank";
import { type MatchBusinessFacts, type MatchInvestorFacts, matchLabel, prepareInvestor } from "./rules";
import { explainMatch, isKept, scorePoints } from "./score";

// The golden table: the spec's rules (part 1, section 9) at the default settings, every boundary.

const investor = (o: Partial<MatchInvestorFacts> = {}) =>
  prepareInvestor({ sectors: [], ticketMin: 0, ticketMax: 0, riskAppetite: "medium", address: null, ...o });
const business = (o: Partial<MatchBusinessFacts> = {}): MatchBusinessFacts => ({
  businessType: null,
  revenue: 0,
  growthRate: 0,
  incorporationCountry: null,
  campaignMinInvestment: null,
  ...o,
});

type Row = [
  name: string,
  i: Partial<MatchInvestorFacts>,
  b: Partial<MatchBusinessFacts>,
  score: number,
  rules: string[],
];

const GOLDEN: Row[] = [
  ["nothing fires", {}, {}, 0, []],
  ["sector contained in the type", { sectors: ["tech"] }, { businessType: "fintech" }, 25, ["sector"]],
  ["sector, any case", { sectors: ["FinTech"] }, { businessType: "fintech" }, 25, ["sector"]],
  ["sector not contained", { sectors: ["agtech"] }, { businessType: "fintech" }, 0, []],
  ["no business type", { sectors: ["fintech"] }, {}, 0, []],
  ["low risk, revenue 500001", { riskAppetite: "low" }, { revenue: 500_001 }, 20, ["lowRiskRevenue"]],
  ["low risk, revenue exactly 500000", { riskAppetite: "low" }, { revenue: 500_000 }, 0, []],
  ["medium risk, revenue 500001 alone", {}, { revenue: 500_001 }, 0, []],
  ["high risk, growth 51", { riskAppetite: "high" }, { growthRate: 51 }, 35, ["highRiskGrowth", "growth"]],
  ["high risk, growth exactly 50", { riskAppetite: "high" }, { growthRate: 50 }, 10, ["growth"]],
  ["low risk, growth 51", { riskAppetite: "low" }, { growthRate: 51 }, 10, ["growth"]],
  ["medium, 100001 and 21", {}, { revenue: 100_001, growthRate: 21 }, 20, ["mediumRiskTraction"]],
  ["medium, revenue exactly 100000", {}, { revenue: 100_000, growthRate: 25 }, 0, []],
  ["medium, growth exactly 20", {}, { revenue: 200_000, growthRate: 20 }, 0, []],
  ["growth exactly 30", {}, { growthRate: 30 }, 0, []],
  ["growth 31", {}, { growthRate: 31 }, 10, ["growth"]],
  [
    "ticket: min within range",
    { ticketMin: 1000, ticketMax: 5000 },
    { campaignMinInvestment: 1000 },
    20,
    ["ticketFit"],
  ],
  ["ticket: at the top", { ticketMin: 1000, ticketMax: 5000 }, { campaignMinInvestment: 5000 }, 20, ["ticketFit"]],
  ["ticket: above max", { ticketMin: 1000, ticketMax: 5000 }, { campaignMinInvestment: 5001 }, 0, []],
  ["ticket: below min", { ticketMin: 1000, ticketMax: 5000 }, { campaignMinInvestment: 999 }, 0, []],
  ["ticket: max 0 is unbounded", { ticketMin: 1000 }, { campaignMinInvestment: 9_999_999 }, 20, ["ticketFit"]],
  ["ticket: 0 to 0 takes any", {}, { campaignMinInvestment: 500 }, 20, ["ticketFit"]],
  ["ticket: no active campaign", {}, {}, 0, []],
  [
    "address contains country",
    { address: "12 Ngong Rd, Nairobi, KENYA" },
    { incorporationCountry: "Kenya" },
    15,
    ["location"],
  ],
  ["address lacks country", { address: "Lagos, Nigeria" }, { incorporationCountry: "Kenya" }, 0, []],
  ["no address", {}, { incorporationCountry: "Kenya" }, 0, []],
];

describe("match scoring at the default settings (golden table)", () => {
  it.each(GOLDEN)("%s", (_name, i, b, score, rules) => {
    const result = explainMatch(investor(i), business(b));
    expect(result.score).toBe(score);
    expect(result.fired.map((r) => r.rule)).toEqual(rules);
    expect(scorePoints(investor(i), business(b))).toBe(score);
    for (const r of result.fired) expect(r.reason.length).toBeGreaterThan(0);
  });

  it("adds every rule, in the spec's order, and caps the total at 100", () => {
    const i = investor({ sectors: ["fintech"], riskAppetite: "high", address: "Nairobi, Kenya" });
    const b = business({
      businessType: "fintech",
      growthRate: 80,
      incorporationCountry: "Kenya",
      campaignMinInvestment: 1000,
    });
    const result = explainMatch(i, b);
    expect(result.fired.map((r) => [r.rule, r.points])).toEqual([
      ["sector", 25],
      ["highRiskGrowth", 25],
      ["ticketFit", 20],
      ["location", 15],
      ["growth", 10],
    ]);
    expect(result.score).toBe(95);
    const withDiligence = explainMatch(i, b, { dueDiligenceProgress: 40 });
    expect(withDiligence.fired.at(-1)).toMatchObject({ rule: "dueDiligence", points: 10 });
    expect(withDiligence.score).toBe(100);
    expect(withDiligence.label).toBe("Excellent Match");
  });

  it("adds min(25, progress / 4) for a due-diligence process", () => {
    const i = investor();
    const b = business();
    expect(explainMatch(i, b, { dueDiligenceProgress: 100 }).score).toBe(25);
    expect(explainMatch(i, b, { dueDiligenceProgress: 40 }).score).toBe(10);
    // The stages' progress (10, 25, 55, 70, 85) gives the spec's fractional points, unrounded.
    expect([10, 25, 55, 70, 85].map((p) => explainMatch(i, b, { dueDiligenceProgress: p }).score)).toEqual([
      2.5, 6.25, 13.75, 17.5, 21.25,
    ]);
    expect(scorePoints(i, b, { dueDiligenceProgress: 85 })).toBe(21.25);
    expect(explainMatch(i, b, { dueDiligenceProgress: 85 }).fired).toMatchObject([
      { rule: "dueDiligence", points: 21.25 },
    ]);
    expect(explainMatch(i, b, { dueDiligenceProgress: 0 }).fired).toEqual([]);
    expect(explainMatch(i, b, { dueDiligenceProgress: null }).fired).toEqual([]);
  });

  it.each([
    [100, "Excellent Match"],
    [75, "Excellent Match"],
    [74, "Good Match"],
    [60, "Good Match"],
    [59, "Moderate Match"],
    [45, "Moderate Match"],
    [44, "Potential Match"],
    [0, "Potential Match"],
  ])("labels %i as %s", (score, label) => {
    expect(matchLabel(score)).toBe(label);
  });

  it("keeps only scores above 30", () => {
    expect(isKept(30)).toBe(false);
    expect(isKept(31)).toBe(true);
    // 15 + 10 = 25 and 20 + 10 = 30 are dropped; 25 + 10 = 35 is kept.
    const i = investor({ sectors: ["fintech"], address: "Kenya" });
    const scored = [
      {
        id: "a",
        name: "Alpha",
        score: scorePoints(i, business({ incorporationCountry: "Kenya", growthRate: 31 })),
      },
      {
        id: "b",
        name: "Beta",
        score: scorePoints(i, business({ campaignMinInvestment: 1, growthRate: 31 })),
      },
      {
        id: "c",
        name: "Gamma",
        score: scorePoints(i, business({ businessType: "fintech", growthRate: 31 })),
      },
    ];
    expect(scored.map((s) => s.score)).toEqual([25, 30, 35]);
    expect(rankMatches(scored).map((s) => s.id)).toEqual(["c"]);
  });

  it("keeps a fractional score just above 30 and labels fractional scores by the same floors", () => {
    const i = investor({ sectors: ["fintech"] });
    const fintech = business({ businessType: "fintech" });
    // 25 + min(25, 25 / 4) = 31.25: above 30, kept.
    expect(scorePoints(i, fintech, { dueDiligenceProgress: 25 })).toBe(31.25);
    expect(isKept(31.25)).toBe(true);
    expect(isKept(30)).toBe(false);
    expect(matchLabel(74.75)).toBe("Good Match");
    expect(matchLabel(59.75)).toBe("Moderate Match");
    expect(matchLabel(44.75)).toBe("Potential Match");
  });

  it("sorts by score descending, then by name and id", () => {
    const ranked = rankMatches([
      { id: "2", name: "Zed", score: 45 },
      { id: "3", name: "Amba", score: 80 },
      { id: "5", name: "Bora", score: 45 },
      { id: "4", name: "Bora", score: 45 },
    ]);
    expect(ranked.map((r) => r.id)).toEqual(["3", "4", "5", "2"]);
  });

  it("uses the spec's default weights", () => {
    expect(DEFAULT_MATCH_SETTINGS.weights).toEqual({
      sector: 75,
      traction: 65,
      stage: 60,
      fundingHistory: 55,
      team: 70,
    });
  });
});
