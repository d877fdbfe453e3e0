import { perLocale } from "@domain/format";

const dateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
);

/** The day a campaign ends on, as "Mar 4, 2027" or "4 mars 2027" (campaigns end at the end of a UTC day). */
export function formatEndDate(endsAt: string): string {
  const date = new Date(endsAt);
  return Number.isNaN(date.getTime()) ? "" : dateFormat().format(date);
}
