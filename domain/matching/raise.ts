import { RISK_APPETITES, type RiskAppetite } from "../constants/investors";
import { MATCH_SCORE_CAP } from "../constants/matching";
import {
  DEFAULT_WEIGHTS,
  locationFits,
  type MatchBusinessFacts,
  type MatchWeights,
  matchedSector,
  type PreparedInvestor,
  pointsOf,
  type RuleId,
  riskRuleOf,
  ticketFits,
} from "./rules";

// "What would raise the score": the rules that did not fire and that the viewer could make fire
// by changing their own side (an investor's preferences, a founder's business and campaign), with
// how many points each would add (never past the cap). The other side's facts are not advice.

export type RaiseSuggestion = { rule: RuleId; points: number; advice: string };

const money = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
const rangeText = (i: PreparedInvestor) =>
  i.ticketMax === 0 ? `${money(i.ticketMin)} or more` : `${money(i.ticketMin)} - ${money(i.ticketMax)}`;

function capped(list: RaiseSuggestion[], score: number): RaiseSuggestion[] {
  const room = MATCH_SCORE_CAP - score;
  return list
    .map((s) => ({ ...s, points: Math.min(s.points, room) }))
    .filter((s) => s.points > 0)
    .sort((a, b) => b.points - a.points);
}

/** For an investor looking at a business: changes to their preferences that would raise the score. */
export function investorCouldRaise(
  investor: PreparedInvestor,
  business: MatchBusinessFacts,
  score: number,
  weights: MatchWeights = DEFAULT_WEIGHTS,
): RaiseSuggestion[] {
  const out: RaiseSuggestion[] = [];
  if (business.businessType && matchedSector(investor, business.businessType) === null)
    out.push({
      rule: "sector",
      points: pointsOf("sector", weights),
      advice: `Add ${business.businessType} to your preferred sectors`,
    });
  const current = riskRuleOf(investor.riskAppetite, business);
  const currentPoints = current.fires ? pointsOf(current.rule, weights) : 0;
  let best: { risk: RiskAppetite; rule: RuleId; gain: number } | null = null;
  for (const risk of RISK_APPETITES) {
    const other = riskRuleOf(risk, business);
    const gain = (other.fires ? pointsOf(other.rule, weights) : 0) - currentPoints;
    if (risk !== investor.riskAppetite && gain > 0 && (!best || gain > best.gain))
      best = { risk, rule: other.rule, gain };
  }
  if (best) out.push({ rule: best.rule, points: best.gain, advice: `Set your risk appetite to ${best.risk}` });
  const min = business.campaignMinInvestment;
  if (min !== null && !ticketFits(investor, min))
    out.push({
      rule: "ticketFit",
      points: pointsOf("ticketFit", weights),
      advice: `Widen your ticket range (${rangeText(investor)}) to include ${money(min)}`,
    });
  if (business.incorporationCountry && !locationFits(investor, business.incorporationCountry))
    out.push({
      rule: "location",
      points: pointsOf("location", weights),
      advice: `Investors whose address is in ${business.incorporationCountry} score higher`,
    });
  return capped(out, score);
}

/** For a founder looking at an investor: changes to their business and campaign that would raise the score. */
export function founderCouldRaise(
  investor: PreparedInvestor,
  business: MatchBusinessFacts,
  score: number,
  weights: MatchWeights = DEFAULT_WEIGHTS,
): RaiseSuggestion[] {
  const out: RaiseSuggestion[] = [];
  const firstSector = investor.sectors[0];
  if (firstSector && matchedSector(investor, business.businessType) === null)
    out.push({
      rule: "sector",
      points: pointsOf("sector", weights),
      advice: `This investor prefers ${investor.sectors.join(", ")}`,
    });
  const risk = riskRuleOf(investor.riskAppetite, business);
  if (!risk.fires) {
    const advice = {
      lowRiskRevenue: "Revenue over $500,000 in your traction metrics",
      highRiskGrowth: "Growth over 50% in your traction metrics",
      mediumRiskTraction: "Revenue over $100,000 and growth over 20% in your traction metrics",
    }[risk.rule];
    out.push({ rule: risk.rule, points: pointsOf(risk.rule, weights), advice });
  }
  if (!(business.growthRate > 30))
    out.push({
      rule: "growth",
      points: pointsOf("growth", weights),
      advice: "Growth over 30% in your traction metrics",
    });
  if (!ticketFits(investor, business.campaignMinInvestment))
    out.push({
      rule: "ticketFit",
      points: pointsOf("ticketFit", weights),
      advice:
        business.campaignMinInvestment === null
          ? `An active campaign with a minimum investment of ${rangeText(investor)}`
          : `A minimum investment of ${rangeText(investor)} in your active campaign`,
    });
  return capped(out, score);
}
