import { MATCH_SCORE_THRESHOLD, MATCH_WEIGHT_KEYS, MATCH_WEIGHT_LABELS } from "@domain/constants/matching";
import { WEIGHT_SCOPES } from "@domain/matching/weight-scopes";
import { m } from "@i18n/messages";
import { RULE_TEXTS, SETTINGS_TEXTS as T } from "../texts";
import { rulePointsText } from "./weight-scope-text";

/** How a score is made and, weight by weight, which rules each slider scales (domain/matching/weight-scopes.ts). */
export function SettingsGuide() {
  return (
    <div className="max-w-3xl space-y-4 rounded-xl border bg-card p-4 text-sm sm:p-6">
      <p>{m.matching_guideIntro({ threshold: MATCH_SCORE_THRESHOLD })}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="mb-2 text-left font-semibold">{T.guideCaption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                {T.guideWeight}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {T.guideRule}
              </th>
              <th scope="col" className="py-2 font-medium">
                {T.guidePoints}
              </th>
            </tr>
          </thead>
          {MATCH_WEIGHT_KEYS.map((key) => (
            <tbody key={key} className="border-b last:border-0">
              {WEIGHT_SCOPES[key].map((rule, i) => (
                <tr key={rule}>
                  {i === 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={WEIGHT_SCOPES[key].length}
                      className="py-2 pr-3 align-top font-medium"
                    >
                      {MATCH_WEIGHT_LABELS[key]}
                    </th>
                  )}
                  <td className="py-2 pr-3 align-top">{RULE_TEXTS[rule]}</td>
                  <td className="py-2 align-top whitespace-nowrap tabular-nums">{rulePointsText(rule)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <p>{T.guideOutro}</p>
    </div>
  );
}
