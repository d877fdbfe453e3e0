import { currentLocale } from "@domain/i18n/locales";
import { writeMediumDate } from "@domain/i18n/medium-date";

/** The day a campaign ends on, as "Mar 4, 2027" or "4 mars 2027" (campaigns end at the end of a UTC day). */
export function formatEndDate(endsAt: string): string {
  const date = new Date(endsAt);
  return Number.isNaN(date.getTime()) ? "" : writeMediumDate(date, currentLocale(), "utc");
}
