import { MATCH_SCORE_THRESHOLD } from "@domain/constants/matching";

const RULES: Array<[string, string, string]> = [
  ["Business type contains a preferred sector", "+25", "Sector Compatibility"],
  ["Low risk appetite and revenue over $500,000", "+20", "Traction Metrics"],
  ["High risk appetite and growth over 50%", "+25", "Traction Metrics"],
  ["Medium risk appetite, revenue over $100,000 and growth over 20%", "+20", "Traction Metrics"],
  ["Growth over 30%", "+10", "Traction Metrics"],
  ["The campaign's minimum investment is within the ticket range", "+20", "Funding History"],
  ["The investor's address includes the business's country", "+15", "Team Background"],
  ["A due-diligence process exists (founders' view)", "up to +25", "Business Stage"],
];

/** How a score is made and how the weights change it. */
export function SettingsGuide() {
  return (
    <div className="max-w-3xl space-y-4 rounded-xl border bg-card p-4 text-sm sm:p-6">
      <p>
        Every match starts at 0 and gains points for each rule it meets, up to 100. Only matches scoring above{" "}
        {MATCH_SCORE_THRESHOLD} are shown: 75 and above is an Excellent Match, 60 to 74 a Good Match, 45 to 59 a
        Moderate Match, and below 45 a Potential Match.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Scoring rules</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Rule
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Points at the default
              </th>
              <th scope="col" className="py-2 font-medium">
                Weight
              </th>
            </tr>
          </thead>
          <tbody>
            {RULES.map(([rule, points, weight]) => (
              <tr key={rule} className="border-b last:border-0">
                <td className="py-2 pr-3">{rule}</td>
                <td className="py-2 pr-3 tabular-nums">{points}</td>
                <td className="py-2">{weight}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        A weight scales its rules' points by weight ÷ default: at the defaults you get exactly the points above, at 0
        the rules are off, and at 100 they count for more. Raise Traction Metrics to put businesses with strong revenue
        and growth first.
      </p>
    </div>
  );
}
