// Dates and times as the viewer reads them: their own locale and time zone.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

/** The browser's own zone (falls back to UTC where Intl cannot tell). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
export const formatDayTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Nov 24, 2026, 2:30 PM – 3:30 PM" in the viewer's zone. */
export function formatMeetingWhen(startsAt: string, minutes: number): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  return `${dateTimeFormat.format(start)} – ${timeFormat.format(end)}`;
}
