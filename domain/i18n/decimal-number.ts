import type { Locale } from "./locales";
import { plainDigits, signOf } from "./whole-number";

// A number with at most two decimals and no grouping, as Intl.NumberFormat writes it with
// { maximumFractionDigits: 2, useGrouping: false } ("7.5", "7,5"), written out for the same reason
// as whole-number.ts: the campaign page's equity is the only Intl object its first render made,
// and the first one a page makes loads the engine's locale data (30-60 ms of Chromium's main thread
// here, four times that at a phone's CPU). decimal-number.test.ts holds it to Intl's.

const DECIMAL_SEPARATOR: Record<Locale, string> = { en: ".", fr: "," };

/**
 * `value` rounded to two decimals as Intl rounds: the number's shortest decimal form ("1.005", not
 * the binary 1.00499…) rounded half away from zero; trailing zeros dropped.
 */
export function writeDecimal(value: number, locale: Locale): string {
  const size = Math.abs(value);
  if (!Number.isFinite(size) || size >= 1e21) return signOf(value) + plainDigits(size);
  // Under 1e-6 the shortest form is "5e-7": nothing that rounds to a hundredth.
  const [whole = "0", fraction = ""] = size < 1e-6 ? ["0"] : String(size).split(".");
  const hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, "0")) + ((fraction[2] ?? "0") >= "5" ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, "0");
  const decimals = digits.slice(-2).replace(/0+$/, "");
  const written = digits.slice(0, -2) + (decimals ? DECIMAL_SEPARATOR[locale] + decimals : "");
  return signOf(value) + written;
}
