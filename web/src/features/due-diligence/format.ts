import { perLocale } from "@domain/format";
import { currentIntlLocale } from "@domain/i18n/locales";

// Dates and times as the viewer reads them: in their language (decision 019), in their own time zone.
const dateTimeFormat = perLocale((l) => new Intl.DateTimeFormat(l, { dateStyle: "medium", timeStyle: "short" }));
const timeFormat = perLocale((l) => new Intl.DateTimeFormat(l, { timeStyle: "short" }));

/** The browser's own zone (falls back to UTC where Intl cannot tell). */
export function localTimeZone(): string {
  return new Intl.DateTimeFormat(currentIntlLocale()).resolvedOptions().timeZone || "UTC";
}

export const formatDayTime = (iso: string) => dateTimeFormat().format(new Date(iso));

/** "Nov 24, 2026, 2:30 PM – 3:30 PM" in the viewer's zone; « 24 nov. 2026, 14:30 – 15:30 ». */
export function formatMeetingWhen(startsAt: string, minutes: number): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  return `${dateTimeFormat().format(start)} – ${timeFormat().format(end)}`;
}
