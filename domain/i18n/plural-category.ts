// Which variant of a counted message a number takes ("1 business", "2 businesses"). The compiled
// messages select on it through this function (scripts/i18n-compile.mjs puts it in place of
// Paraglide's own), for two reasons:
// - French has a third cardinal category, "many", for whole millions ("1 000 000 de …"). No
//   message has a variant for it, and Paraglide's generated code then answers the message's key
//   ("businesses_count") instead of a sentence. Kuza's messages read "many" as "other".
// - Paraglide built an Intl.PluralRules at every call (20 µs each in Node), and the first one a
//   page builds loads the engine's locale data: 60-110 ms of Chromium's main thread on this
//   project's machine, on pages that need no other Intl object. The rules of English and French
//   are short enough to write out; plural-category.test.ts holds them to Intl's, number by number.

type PluralCategory = "one" | "other";

/**
 * The category of `count` in `locale`, with CLDR's cardinal rules. A language added to LOCALES
 * needs its rule here: plural-category.test.ts checks every language against Intl.
 */
export function pluralCategory(locale: string, count: number): PluralCategory {
  // The sign does not count; NaN and the infinities are "other".
  const n = Math.abs(count);
  // French: "one" when the integer part is 0 or 1 (0, 1, 1.5); "many" (whole millions) is "other".
  if (locale === "fr") return n < 2 ? "one" : "other";
  // English: "one" for exactly 1 (i = 1 and v = 0: a number here has no written trailing zeros).
  return n === 1 ? "one" : "other";
}
