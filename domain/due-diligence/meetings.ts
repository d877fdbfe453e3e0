import { m } from "@i18n/messages";
import { currentLocale, INTL_LOCALES, type Locale } from "../i18n/locales";
import { localized } from "../i18n/localized";
import type { MeetingStatus } from "./constants";
import { type DueDiligenceStatus, isDeclinable } from "./stages";

// Meetings: pending_approval -> scheduled (the other party approves) -> completed once its start
// time has passed (CLARIFICATIONS: else Q&A could pass without the meeting); cancelled when the
// other party declines it, either party cancels it, or the process is declined.

export type MeetingAction = "approve" | "decline" | "complete" | "cancel";
export type MeetingDecision =
  | { ok: true; to: MeetingStatus }
  | { ok: false; refusal: "not_pending" | "own" | "not_scheduled" | "not_started" | "closed" };

/** Whether a meeting's start time has passed, so it may be marked completed. */
export const hasStarted = (startsAt: Date | string, now: Date = new Date()) =>
  new Date(startsAt).getTime() <= now.getTime();

/** `started`: whether the meeting's start time has passed (hasStarted). */
export function decideMeeting(
  action: MeetingAction,
  from: MeetingStatus,
  byScheduler: boolean,
  started: boolean,
): MeetingDecision {
  switch (action) {
    case "approve":
    case "decline":
      if (from !== "pending_approval") return { ok: false, refusal: "not_pending" };
      if (byScheduler) return { ok: false, refusal: "own" };
      return { ok: true, to: action === "approve" ? "scheduled" : "cancelled" };
    case "complete":
      if (from !== "scheduled") return { ok: false, refusal: "not_scheduled" };
      return started ? { ok: true, to: "completed" } : { ok: false, refusal: "not_started" };
    case "cancel":
      return from === "pending_approval" || from === "scheduled"
        ? { ok: true, to: "cancelled" }
        : { ok: false, refusal: "closed" };
  }
}

export const MEETING_REFUSAL_MESSAGES = localized({
  not_pending: m.domain_ddMeetingNotPending,
  own: m.domain_ddMeetingOwnApproval,
  not_scheduled: m.domain_ddMeetingNotScheduled,
  not_started: m.domain_ddMeetingNotStarted,
  closed: m.domain_ddMeetingClosed,
});

/** Meetings may be scheduled while the process is open (not approved or declined). */
export const acceptsMeetings = (s: DueDiligenceStatus) => isDeclinable(s);

// Meeting times: the scheduler enters a date and a time in their own time zone; the server keeps
// the instant (UTC) and the zone, and each viewer sees the instant in their local time.

/**
 * The locale the zone arithmetic below reads a wall clock's numbers in. Never shown to anyone:
 * it only has to write plain Latin digits in fixed fields, whatever the reader's language
 * (display goes through formatZonedDateTime or @domain/format, in the reader's language).
 */
const PARTS_LOCALE = "en-US";

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat(PARTS_LOCALE, { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a bulk of match
// notifications computed a digest window per row, three of these each): one per zone, kept.
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(tz: string): Intl.DateTimeFormat {
  let format = partsFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat(PARTS_LOCALE, {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(tz, format);
  }
  return format;
}

function wallClockParts(instant: number, tz: string) {
  const parts = partsFormat(tz).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get("year"), mo: get("month"), d: get("day"), h: get("hour") % 24, mi: get("minute"), s: get("second") };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, tz: string): number {
  const p = wallClockParts(instant, tz);
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000;
}

/** "2026-11-24" + "14:30" in "Africa/Lagos" -> the UTC instant. */
export function zonedTimeToUtc(date: string, time: string, tz: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split("-").map(Number);
  const [h = 0, mi = 0] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - offsetAt(wall, tz);
  // Across a DST change the offset at the guess may differ from the offset at the answer.
  const second = wall - offsetAt(instant, tz);
  if (second !== instant) instant = second;
  return new Date(instant);
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(tz: string, now: Date = new Date()): string {
  const p = wallClockParts(now.getTime(), tz);
  return `${p.y}-${String(p.mo).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A meeting's start in a time zone (its scheduler's, or an e-mail recipient's), in the reader's
 * language (or `locale`): "Nov 24, 2026, 2:30 PM (Africa/Lagos)", « 24 nov. 2026, 14:30
 * (Africa/Lagos) »; with the "full" date, "Tuesday, November 24, 2026 at 2:30 PM (Africa/Lagos)".
 */
export function formatZonedDateTime(
  at: Date,
  timeZone: string,
  locale?: Locale,
  dateStyle: "medium" | "full" = "medium",
): string {
  const intlLocale = INTL_LOCALES[locale ?? currentLocale()];
  const key = `${intlLocale} ${timeZone} ${dateStyle}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { timeZone, dateStyle, timeStyle: "short" });
    zonedFormats.set(key, format);
  }
  return `${format.format(at)} (${timeZone})`;
}
