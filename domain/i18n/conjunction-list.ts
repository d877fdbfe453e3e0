import type { Locale } from "./locales";

// A list joined with "and", as Intl.ListFormat writes it with { type: "conjunction" } ("Google and
// LinkedIn", "A, B, and C"; "A, B et C"), written out for the same reason as whole-number.ts: it
// was the only Intl object the sign-in page made on its first render, and the first one a page
// makes loads the engine's locale data (30-60 ms of Chromium's main thread here, four times that at
// a phone's CPU). conjunction-list.test.ts holds it to Intl's.

const AND: Record<Locale, string> = { en: " and ", fr: " et " };
/** Before the last of three or more: English puts a comma before "and"; French does not. */
const LAST_AND: Record<Locale, string> = { en: ", and ", fr: " et " };

/** "A", "A and B", "A, B, and C" / "A", "A et B", "A, B et C". */
export function writeConjunction(items: readonly string[], locale: Locale): string {
  if (items.length <= 2) return items.join(AND[locale]);
  return items.slice(0, -1).join(", ") + LAST_AND[locale] + items.at(-1);
}
