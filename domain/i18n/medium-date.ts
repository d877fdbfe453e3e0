import type { Locale } from "./locales";

// A day as Intl.DateTimeFormat writes it with { day: "numeric", month: "short", year: "numeric" }
// ("Mar 4, 2027", "4 mars 2027"), written out for the same reason as whole-number.ts: it was the
// only Intl object the founder's dashboard made on its first render, and the first one a page makes
// loads the engine's locale data (30-60 ms of Chromium's main thread here, four times that at a
// phone's CPU). medium-date.test.ts holds it to Intl's for every day of several years, in both time
// zones it is asked for. Kuza's dates are of this era: years before 1 (which Intl writes with an
// era) are not written here.

const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
};

/** Which clock the day is read on: the device's (Intl's default time zone) or UTC. */
export type DayClock = "local" | "utc";

/** "Mar 4, 2027" / "4 mars 2027"; a RangeError for an invalid date, as Intl's format throws. */
export function writeMediumDate(date: Date, locale: Locale, clock: DayClock = "local"): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const utc = clock === "utc";
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = SHORT_MONTHS[locale][utc ? date.getUTCMonth() : date.getMonth()];
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return locale === "fr" ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}
