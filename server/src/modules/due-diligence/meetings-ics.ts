import type { Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";

// One meeting as an iCalendar file (RFC 5545): CRLF line ends, folded lines of at most 75
// octets, escaped text, times in UTC. Kuza's own words in it are in the reader's language; the
// title and agenda are the scheduler's own.

export type IcsMeeting = {
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  meetingLink: string;
  agenda: string | null;
  status: "pending_approval" | "scheduled" | "completed" | "cancelled";
  updatedAt: Date;
};

/** 20261124T133000Z */
function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The file's name as the reader's browser saves it: "meeting-{id}.ics", « reunion-{id}.ics ». */
export const meetingIcsFileName = (meetingId: string, locale: Locale) =>
  m.server_ddIcsFileName({ id: meetingId }, { locale });

export function meetingIcs(meeting: IcsMeeting, locale: Locale, now: Date = new Date()): string {
  const end = new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000);
  const join = m.server_ddIcsJoin({ link: meeting.meetingLink }, { locale });
  const description = [meeting.agenda, join].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kuza//Due Diligence//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${meeting.id}@kuza`,
    `DTSTAMP:${icsUtc(now)}`,
    `LAST-MODIFIED:${icsUtc(meeting.updatedAt)}`,
    `DTSTART:${icsUtc(meeting.startsAt)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(meeting.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(meeting.meetingLink)}`,
    `URL:${meeting.meetingLink}`,
    `STATUS:${meeting.status === "cancelled" ? "CANCELLED" : meeting.status === "pending_approval" ? "TENTATIVE" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
