import type { MatchWeightKey } from "../constants/matching";
import type { RuleId } from "./rules";

/**
 * The rules each of the spec's five weights scales, in the spec's rule order. The spec's slider
 * names do not say it ("Business Stage" scales the due-diligence points, "Funding History" the
 * ticket fit), so /settings shows this table under each slider and in its Guide.
 * weight-scopes.test.ts holds it to RULES, the weights the scoring (score.ts) really applies.
 */
export const WEIGHT_SCOPES: Record<MatchWeightKey, readonly RuleId[]> = {
  sector: ["sector"],
  traction: ["lowRiskRevenue", "highRiskGrowth", "mediumRiskTraction", "growth"],
  stage: ["dueDiligence"],
  fundingHistory: ["ticketFit"],
  team: ["location"],
};
