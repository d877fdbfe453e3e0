import { describe, expect, it } from "vitest";
import { formatDate } from "../format";
import { INTL_LOCALES, LOCALES, type Locale } from "./locales";
import { type DayClock, writeMediumDate } from "./medium-date";

/** What Intl writes: the oracle writeMediumDate replaces on the founder's dashboard's first render. */
const intlFormat = (locale: Locale, clock: DayClock) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(clock === "utc" && { timeZone: "UTC" }),
  });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every day of 2024 (a leap year) to 2027, at 00:30, 12:00 and 23:30 UTC: a local day differs from UTC's at both ends. */
const days = Array.from({ length: 4 * 366 }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY_MS).flatMap((start) =>
  [30, 720, 1410].map((minutes) => new Date(start + minutes * 60_000)),
);
const years = [1, 999, 1970, 2000, 9999, 10_000].map((year) => {
  const date = new Date(Date.UTC(2000, 5, 15, 12));
  date.setUTCFullYear(year);
  return date;
});

describe("writeMediumDate", () => {
  for (const clock of ["utc", "local"] as const)
    it.each(LOCALES)(`writes what Intl writes in %s for every day tried, on the ${clock} clock`, (locale) => {
      const intl = intlFormat(locale, clock);
      for (const date of [...days, ...years])
        expect(writeMediumDate(date, locale, clock), `${locale} ${date.toISOString()}`).toBe(intl.format(date));
    });

  it("throws on an invalid date, as Intl does", () => {
    expect(() => intlFormat("en", "utc").format(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => writeMediumDate(new Date(Number.NaN), "en", "utc")).toThrow(RangeError);
  });

  it("is what formatDate answers", () => {
    const date = new Date(2026, 11, 13, 14, 30);
    expect(formatDate(date, "en")).toBe("Dec 13, 2026");
    expect(formatDate(date.toISOString(), "fr")).toBe("13 déc. 2026");
  });
});
