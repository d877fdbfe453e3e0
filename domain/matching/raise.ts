import { m } from "@i18n/messages";
import { RISK_APPETITE_LABELS, RISK_APPETITES, type RiskAppetite } from "../constants/investors";
import { MATCH_SCORE_CAP } from "../constants/matching";
import { formatUsd, sectorLabel } from "../format";
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

const rangeText = (i: PreparedInvestor) =>
  i.ticketMax === 0
    ? m.domain_matchRaiseTicketOpen({ min: formatUsd(i.ticketMin) })
    : m.domain_matchRaiseTicketRange({ min: formatUsd(i.ticketMin), max: formatUsd(i.ticketMax) });

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
      advice: m.domain_matchRaiseAddSector({ sector: sectorLabel(business.businessType) }),
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
  if (best)
    out.push({
      rule: best.rule,
      points: best.gain,
      // "low" in English, « faible » in French: the label as a word in the sentence.
      advice: m.domain_matchRaiseRiskAppetite({ risk: RISK_APPETITE_LABELS[best.risk].toLowerCase() }),
    });
  const min = business.campaignMinInvestment;
  if (min !== null && !ticketFits(investor, min))
    out.push({
      rule: "ticketFit",
      points: pointsOf("ticketFit", weights),
      advice: m.domain_matchRaiseWidenTicket({ range: rangeText(investor), amount: formatUsd(min) }),
    });
  if (business.incorporationCountry && !locationFits(investor, business.incorporationCountry))
    out.push({
      rule: "location",
      points: pointsOf("location", weights),
      advice: m.domain_matchRaiseLocation({ country: business.incorporationCountry }),
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
      advice: m.domain_matchRaiseInvestorPrefers({ sectors: investor.sectors.map(sectorLabel).join(", ") }),
    });
  const risk = riskRuleOf(investor.riskAppetite, business);
  if (!risk.fires) {
    const advice = {
      lowRiskRevenue: () => m.domain_matchRaiseLowRiskRevenue({ amount: formatUsd(500_000) }),
      highRiskGrowth: () => m.domain_matchRaiseHighRiskGrowth(),
      mediumRiskTraction: () => m.domain_matchRaiseMediumRiskTraction({ amount: formatUsd(100_000) }),
    }[risk.rule]();
    out.push({ rule: risk.rule, points: pointsOf(risk.rule, weights), advice });
  }
  if (!(business.growthRate > 30))
    out.push({
      rule: "growth",
      points: pointsOf("growth", weights),
      advice: m.domain_matchRaiseGrowth(),
    });
  if (!ticketFits(investor, business.campaignMinInvestment))
    out.push({
      rule: "ticketFit",
      points: pointsOf("ticketFit", weights),
      advice:
        business.campaignMinInvestment === null
          ? m.domain_matchRaiseTicketNoCampaign({ range: rangeText(investor) })
          : m.domain_matchRaiseTicketCampaign({ range: rangeText(investor) }),
    });
  return capped(out, score);
}
