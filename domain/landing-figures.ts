import { formatNumber, formatUsdCompact } from "./format";

// The landing page's figures (CLARIFICATIONS.md, "Landing figures"): live counts rounded down to
// the spec's "500+" / "$10M+" shape, never more than the truth. A figure keeps one significant
// digit, rounded down, with "+" when something was cut off; under ten it is shown as it is, so a
// young network shows what it has ("7", "$0") rather than a boast. Written in the reader's
// language: "1,000+" and "$1M+" in English, "1 000+" and "1 M $US+" in French.

/** A figure rounded down to one significant digit; `more` when the truth is larger than `value`. */
export function roundDownFigure(figure: number): { value: number; more: boolean } {
  const truth = Number.isFinite(figure) && figure > 0 ? figure : 0;
  const whole = Math.floor(truth);
  if (whole < 10) return { value: whole, more: whole < truth };
  // From the digits rather than Math.log10, which is a hair off for some powers of ten.
  const magnitude = 10 ** (String(whole).length - 1);
  const value = Math.floor(whole / magnitude) * magnitude;
  return { value, more: value < truth };
}

/** "10+" for 11, "7" for 7, "1,000+" for 1,234. */
export function formatLandingCount(figure: number): string {
  const { value, more } = roundDownFigure(figure);
  return `${formatNumber(value)}${more ? "+" : ""}`;
}

/** "$1M+" for $1,234,567, "$10K" for $10,000, "$0" for nothing yet. */
export function formatLandingMoney(amount: number): string {
  const { value, more } = roundDownFigure(amount);
  // One significant digit never needs a decimal: $1M, $20K, $900.
  return `${formatUsdCompact(value)}${more ? "+" : ""}`;
}
