import type { MatchWeightKey } from "@domain/constants/matching";
import { RULES, type RuleId } from "@domain/matching/rules";
import { WEIGHT_SCOPES } from "@domain/matching/weight-scopes";
import { SETTINGS_TEXTS as T } from "../texts";

/** A rule's points at the default weights, as the Guide and the sliders show them. */
export function rulePointsText(rule: RuleId): string {
  const { base } = RULES[rule];
  return rule === "dueDiligence" ? T.pointsUpTo(base) : T.points(base);
}

/** The line under a slider: exactly the rules its weight scales, each with its default points. */
export function weightScopeText(key: MatchWeightKey): string {
  const rules = WEIGHT_SCOPES[key].map((rule) => `${T.rules[rule]} (${rulePointsText(rule)} ${T.atDefault})`);
  return `${T.scales}: ${rules.join("; ")}.`;
}
