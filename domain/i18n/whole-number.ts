import type { Locale } from "./locales";

// Whole numbers and whole dollars as Intl.NumberFormat writes them ("12,500", "$1,250,000";
// "12 500", "1 250 000 $US"), written out: the first Intl object a page builds loads the engine's
// locale data, 36-63 ms of the catalogue's render at a phone's 4x slower CPU (a Chromium profile,
// 29 Nov 2026), and the cards and totals of the catalogue and the dashboards need nothing more
// than digits in groups of three. whole-number.test.ts holds both to Intl's in every language of
// LOCALES, NaN, the infinities and numbers past 1e21 included.

/** Between groups of three digits: a comma in English, a narrow no-break space in French. */
const GROUP_SEPARATOR: Record<Locale, string> = { en: ",", fr: "\u202f" };

/** Where the dollars go: "$1,250" in English; "1 250 $US" in French (Intl's "USD" in its French form). */
const WITH_DOLLARS: Record<Locale, (digits: string) => string> = {
  en: (digits) => `$${digits}`,
  fr: (digits) => `${digits}\u00a0$US`,
};

/** Where a group of three digits starts, but the first. */
const GROUP_STARTS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The digits of a whole, non-negative `value` as Intl writes them: from 1e21 a number's shortest
 * form is "1.2345e+25", and Intl writes those digits, then zeros. "NaN" stays "NaN"; Intl writes
 * infinity as its sign.
 */
export function plainDigits(value: number): string {
  const [mantissa = "", exponent] = String(value).split("e+");
  const digits = exponent ? mantissa.replace(".", "").padEnd(Number(exponent) + 1, "0") : mantissa;
  return digits === "Infinity" ? "\u221e" : digits;
}

/** `value` rounded to a whole number (halves away from zero), without its sign, grouped by threes. */
function wholeDigits(value: number, locale: Locale): string {
  return plainDigits(Math.round(Math.abs(value))).replace(GROUP_STARTS, GROUP_SEPARATOR[locale]);
}

/** Intl writes the sign of a negative zero too ("-0"), as it does for -0.4. */
export const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/** "12,500" / "12 500". */
export function writeWholeNumber(value: number, locale: Locale): string {
  return signOf(value) + wholeDigits(value, locale);
}

/** "$1,250,000" / "1 250 000 $US" for a whole amount. */
export function writeWholeDollars(amount: number, locale: Locale): string {
  return signOf(amount) + WITH_DOLLARS[locale](wholeDigits(amount, locale));
}
