import { describe, expect, it } from "vitest";
import { DEFAULT_MATCH_SETTINGS, MATCH_WEIGHT_KEYS } from "../constants/matching";
import { type MatchWeights, pointsOf, RULE_IDS, RULES } from "./rules";
import { WEIGHT_SCOPES } from "./weight-scopes";

// The table /settings shows ("this slider scales these rules") against the code that scores.

const defaults: MatchWeights = { ...DEFAULT_MATCH_SETTINGS.weights };

describe("WEIGHT_SCOPES", () => {
  it("has one entry per weight of the settings, in their order", () => {
    expect(Object.keys(WEIGHT_SCOPES)).toEqual([...MATCH_WEIGHT_KEYS]);
  });

  it("names every rule once, under the weight the scoring applies to it", () => {
    const listed = Object.values(WEIGHT_SCOPES).flat();
    expect([...listed].sort()).toEqual([...RULE_IDS].sort());
    for (const key of MATCH_WEIGHT_KEYS)
      for (const rule of WEIGHT_SCOPES[key]) expect(RULES[rule].weight, `${rule} under ${key}`).toBe(key);
  });

  it("moving a slider changes the points of exactly the rules listed under it", () => {
    for (const key of MATCH_WEIGHT_KEYS) {
      const raised = { ...defaults, [key]: 100 };
      const changed = RULE_IDS.filter((rule) => pointsOf(rule, raised) !== pointsOf(rule, defaults));
      expect(changed, key).toEqual([...WEIGHT_SCOPES[key]]);
    }
  });
});
