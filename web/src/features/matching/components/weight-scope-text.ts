import type { MatchWeightKey } from "@domain/constants/matching";
import { RULES, type RuleId } from "@domain/matching/rules";
import { WEIGHT_SCOPES } from "@domain/matching/weight-scopes";
import { m } from "@i18n/messages";
import { RULE_TEXTS } from "../texts";

/** A rule's points at the default weights, as the Guide and the sliders show them. */
export function rulePointsText(rule: RuleId): string {
  const { base } = RULES[rule];
  // The due-diligence rule gives its process's progress / 4, up to its base.
  return rule === "dueDiligence" ? m.matching_pointsUpTo({ points: base }) : `+${base}`;
}

/** The line under a slider: exactly the rules its weight scales, each with its default points. */
export function weightScopeText(key: MatchWeightKey): string {
  const rules = WEIGHT_SCOPES[key].map((rule) =>
    m.matching_ruleAtDefault({ rule: RULE_TEXTS[rule], points: rulePointsText(rule) }),
  );
  return m.matching_scales({ rules: rules.join(m.matching_ruleSeparator()) });
}
