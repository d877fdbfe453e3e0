import { PRODUCT_NAME } from "@domain/constants/shell";
import type { MeetingStatus } from "@domain/due-diligence/constants";
import type { Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import { escapeText, icsDocument, quoteParam, uriValue, utcDateTime } from "./ics-format";

// One due-diligence meeting as an iCalendar invitation (RFC 5545, methods of RFC 5546), for one
// reader: the file they download and the one attached to their e-mails (decision 030).
//
// - METHOD:REQUEST while the meeting is proposed, scheduled or held; METHOD:CANCEL once cancelled,
//   with the same UID and a higher SEQUENCE, so a calendar that took the invitation drops it.
// - The organizer is Kuza's own sending address (named after whoever proposed the meeting) and the
//   one attendee is the reader: Kuza never shows one user's e-mail address to another (the access
//   matrix checks every answer for it), so neither party's address reaches the other through a file.
// - Kuza's own words follow the reader's language; the title and agenda are the scheduler's.

type IcsMeeting = {
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  meetingLink: string;
  agenda: string | null;
  status: MeetingStatus;
  /** Raised by every change of the meeting (due_diligence_meetings.sequence). */
  sequence: number;
  updatedAt: Date;
};

type IcsParty = { name: string; email: string };

export type MeetingIcsInput = {
  meeting: IcsMeeting;
  /** Who proposed the meeting: named as the organizer. */
  schedulerName: string;
  /** Kuza's sending address (MAIL_FROM): the organizer's address. */
  organizerEmail: string;
  /** The one reading this file. */
  reader: IcsParty & { isScheduler: boolean };
  /** The other party as the reader knows them (the business, or the investor). */
  counterpartName: string;
  /** The process on Kuza (APP_URL/due-diligence/{id}). */
  processUrl: string;
  /** DTSTAMP: when this file was made. */
  now: Date;
};

export type IcsMethod = "REQUEST" | "CANCEL";

/** Cancelled meetings go out as a cancellation; every other state as an invitation. */
export const icsMethodOf = (status: MeetingStatus): IcsMethod => (status === "cancelled" ? "CANCEL" : "REQUEST");

const EVENT_STATUS: Record<MeetingStatus, string> = {
  pending_approval: "TENTATIVE",
  scheduled: "CONFIRMED",
  completed: "CONFIRMED",
  cancelled: "CANCELLED",
};

/** The reader's answer as the calendar shows it: a proposal waits for the party who did not make it. */
function readerPartStat(input: MeetingIcsInput): string {
  return input.meeting.status === "pending_approval" && !input.reader.isScheduler ? "NEEDS-ACTION" : "ACCEPTED";
}

export function meetingIcs(input: MeetingIcsInput, locale: Locale): string {
  const { meeting, reader } = input;
  const method = icsMethodOf(meeting.status);
  const end = new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000);
  const description = [
    meeting.agenda,
    m.server_icsWith({ name: input.counterpartName }, { locale }),
    m.server_ddIcsJoin({ link: meeting.meetingLink }, { locale }),
    m.server_icsOnKuza({ product: PRODUCT_NAME, url: input.processUrl }, { locale }),
  ]
    .filter(Boolean)
    .join("\n\n");
  const organizerName = m.server_icsOrganizer({ name: input.schedulerName, product: PRODUCT_NAME }, { locale });
  // RSVP=FALSE: the answer to a proposal is given on Kuza (Approve, Decline), not by a calendar's reply.
  const attendeeParams = [
    `CN=${quoteParam(reader.name)}`,
    "CUTYPE=INDIVIDUAL",
    "ROLE=REQ-PARTICIPANT",
    ...(method === "REQUEST" ? [`PARTSTAT=${readerPartStat(input)}`] : []),
    "RSVP=FALSE",
  ];
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kuza//Meetings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${meeting.id}@kuza`,
    `SEQUENCE:${meeting.sequence}`,
    `DTSTAMP:${utcDateTime(input.now)}`,
    `LAST-MODIFIED:${utcDateTime(meeting.updatedAt)}`,
    `DTSTART:${utcDateTime(meeting.startsAt)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(meeting.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(meeting.meetingLink)}`,
    `URL:${uriValue(meeting.meetingLink)}`,
    `ORGANIZER;CN=${quoteParam(organizerName)}:mailto:${uriValue(input.organizerEmail)}`,
    `ATTENDEE;${attendeeParams.join(";")}:mailto:${uriValue(reader.email)}`,
    `STATUS:${EVENT_STATUS[meeting.status]}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

/** The file's name as the reader's browser or mail program saves it: "meeting-{id}.ics", « reunion-{id}.ics ». */
export const meetingIcsFileName = (meetingId: string, locale: Locale) =>
  m.server_ddIcsFileName({ id: meetingId }, { locale });
