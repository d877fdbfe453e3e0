import { m } from "@i18n/messages";
import { MATCH_SCORE_CAP, MATCH_SCORE_THRESHOLD, type MatchLabel } from "../constants/matching";
import { formatUsd, sectorLabel } from "../format";
import { currentLocale } from "../i18n/locales";
import {
  countryInAddress,
  DEFAULT_WEIGHTS,
  dueDiligenceBase,
  locationFits,
  type MatchBusinessFacts,
  type MatchWeights,
  matchedSector,
  matchLabel,
  type PreparedBusiness,
  type PreparedInvestor,
  pointsOf,
  pointsTableOf,
  prepareBusiness,
  type RuleId,
  riskRuleOf,
  sectorInType,
  ticketFits,
} from "./rules";

// Scoring one investor against one business. `scorePoints` is the hot path (no strings, no
// arrays) used to rank thousands of businesses; `explainMatch` gives the fired rules with their
// points and reasons for the ones that are kept.

export type ScoreOptions = {
  weights?: MatchWeights;
  /** Founder's view only: the progress (0-100) of a due-diligence process between the two, if any. */
  dueDiligenceProgress?: number | null;
};

type FiredRule = { rule: RuleId; points: number; reason: string };
export type MatchExplanation = { score: number; label: MatchLabel; fired: FiredRule[] };

/** Each firing rule with its points, in the spec's order (the rules that give 0 points are left out). */
function firedRules(investor: PreparedInvestor, business: MatchBusinessFacts, options: ScoreOptions) {
  const w = options.weights ?? DEFAULT_WEIGHTS;
  const out: Array<{ rule: RuleId; points: number; sector?: string }> = [];
  const sector = matchedSector(investor, business.businessType);
  if (sector !== null) out.push({ rule: "sector", points: pointsOf("sector", w), sector });
  const risk = riskRuleOf(investor.riskAppetite, business);
  if (risk.fires) out.push({ rule: risk.rule, points: pointsOf(risk.rule, w) });
  if (ticketFits(investor, business.campaignMinInvestment))
    out.push({ rule: "ticketFit", points: pointsOf("ticketFit", w) });
  if (locationFits(investor, business.incorporationCountry))
    out.push({ rule: "location", points: pointsOf("location", w) });
  if (business.growthRate > 30) out.push({ rule: "growth", points: pointsOf("growth", w) });
  const progress = options.dueDiligenceProgress;
  if (progress !== null && progress !== undefined)
    out.push({ rule: "dueDiligence", points: pointsOf("dueDiligence", w, dueDiligenceBase(progress)) });
  return out.filter((r) => r.points > 0);
}

function capScore(sum: number): number {
  return Math.min(MATCH_SCORE_CAP, sum);
}

/**
 * The score alone, capped at 100. Allocates nothing for a prepared business (prepareBusiness: what
 * scores one business against many investors passes one); the golden table checks it against
 * explainMatch.
 */
export function scorePoints(
  investor: PreparedInvestor,
  business: MatchBusinessFacts | PreparedBusiness,
  options: ScoreOptions = {},
): number {
  const w = options.weights ?? DEFAULT_WEIGHTS;
  const points = pointsTableOf(w);
  const b = "typeLower" in business ? business : prepareBusiness(business);
  let sum = 0;
  if (sectorInType(investor, b.typeLower) !== null) sum += points.sector;
  const risk = riskRuleOf(investor.riskAppetite, b);
  if (risk.fires) sum += points[risk.rule];
  if (ticketFits(investor, b.campaignMinInvestment)) sum += points.ticketFit;
  if (countryInAddress(investor, b.countryLower)) sum += points.location;
  if (b.growthRate > 30) sum += points.growth;
  const progress = options.dueDiligenceProgress;
  if (progress !== null && progress !== undefined) sum += pointsOf("dueDiligence", w, dueDiligenceBase(progress));
  return capScore(sum);
}

/** Only scores above 30 are kept. */
export function isKept(score: number): boolean {
  return score > MATCH_SCORE_THRESHOLD;
}

/** A percentage's number as written in the reader's language: 12.5 in English, 12,5 in French. */
function percentNumber(value: number): string {
  const text = String(value);
  return currentLocale() === "fr" ? text.replace(".", ",") : text;
}

/** The reason sentence of a fired rule, in the reader's language (read when the card is built). */
function reasonOf(rule: RuleId, sector: string | undefined, b: MatchBusinessFacts, options: ScoreOptions): string {
  switch (rule) {
    case "sector":
      return m.domain_matchReasonSector({ sector: sectorLabel(sector ?? b.businessType) });
    case "lowRiskRevenue":
      return m.domain_matchReasonLowRiskRevenue({ revenue: formatUsd(b.revenue), threshold: formatUsd(500_000) });
    case "highRiskGrowth":
      return m.domain_matchReasonHighRiskGrowth({ growth: percentNumber(b.growthRate) });
    case "mediumRiskTraction":
      return m.domain_matchReasonMediumRiskTraction({ revenue: formatUsd(100_000) });
    case "ticketFit":
      return m.domain_matchReasonTicketFit({ amount: formatUsd(b.campaignMinInvestment ?? 0) });
    case "location":
      return m.domain_matchReasonLocation({ country: `${b.incorporationCountry}` });
    case "growth":
      return m.domain_matchReasonGrowth({ growth: percentNumber(b.growthRate) });
    case "dueDiligence":
      return m.domain_matchReasonDueDiligence({ progress: percentNumber(options.dueDiligenceProgress ?? 0) });
  }
}

/** The score, its label and each rule that fired with its points and reason sentence. */
export function explainMatch(
  investor: PreparedInvestor,
  business: MatchBusinessFacts,
  options: ScoreOptions = {},
): MatchExplanation {
  const fired = firedRules(investor, business, options).map((r) => ({
    rule: r.rule,
    points: r.points,
    reason: reasonOf(r.rule, r.sector, business, options),
  }));
  const score = capScore(fired.reduce((sum, r) => sum + r.points, 0));
  return { score, label: matchLabel(score), fired };
}
