import type { MeetingStatus } from "@domain/due-diligence/constants";
import { formatZonedDateTime } from "@domain/due-diligence/meetings";
import type { Locale } from "@domain/i18n/locales";
import { UTC } from "@domain/i18n/time-zones";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { inLocale } from "../../lib/request-locale";
import { icsMethodOf, meetingIcs, meetingIcsFileName } from "../ics/meeting-ics";
import type { Mail } from "../mailer";
import { type MeetingMailEvent, meetingMail } from "./meeting-mail";
import { findMeetingMailContext, type MeetingMailContext } from "./meeting-mail.queries";

// The one entry point for a meeting's e-mails (decision 030): the e-mail pipeline calls
// renderMeetingEmail when a meeting is proposed, approved or cancelled, and decides whether and
// when to send it; the reminder jobs call meetingEmailFor with the context they already read.

export type MeetingMailDeps = { db: Database; env: Pick<Env, "appUrl" | "MAIL_FROM"> };

/** A user who never chose a language gets English (no request to read one from). */
const FALLBACK_LOCALE: Locale = "en";

/**
 * The states in which an event's e-mail is still true. A mail sent late (a digest, a retry) about a
 * proposal since answered or a confirmation since cancelled is not sent: it would contradict the
 * meeting, and the e-mail of the later change tells the truth.
 */
const EVENT_HOLDS: Record<MeetingMailEvent, readonly MeetingStatus[]> = {
  proposed: ["pending_approval"],
  approved: ["scheduled"],
  cancelled: ["cancelled"],
  reminder_24h: ["scheduled"],
  reminder_1h: ["scheduled"],
};

/** "Kuza <no-reply@kuza.local>" -> "no-reply@kuza.local". */
export const addressOf = (from: string) => (from.match(/<([^<>]+)>/)?.[1] ?? from).trim();

/**
 * The e-mail about `event` for one party of the meeting, in their language and time zone, with the
 * meeting's .ics attached (REQUEST, or CANCEL once cancelled). Null when there is no such meeting,
 * the recipient is not one of its two parties, a party is banned (the process is frozen: decision
 * 017, nothing to tell either side), or the event no longer holds (EVENT_HOLDS).
 */
export async function renderMeetingEmail(
  deps: MeetingMailDeps,
  params: { meetingId: string; recipientId: string; event: MeetingMailEvent; now?: Date },
): Promise<Mail | null> {
  const context = await findMeetingMailContext(deps.db, params.meetingId);
  if (!context) return null;
  return meetingEmailFor(deps.env, context, params.recipientId, params.event, params.now ?? new Date());
}

export function meetingEmailFor(
  env: MeetingMailDeps["env"],
  context: MeetingMailContext,
  recipientId: string,
  event: MeetingMailEvent,
  now: Date,
): Mail | null {
  const { meeting, investor, founder } = context;
  const recipient = [investor, founder].find((party) => party.id === recipientId);
  if (!recipient || investor.banned || founder.banned) return null;
  if (!EVENT_HOLDS[event].includes(meeting.status)) return null;
  const locale = recipient.locale ?? FALLBACK_LOCALE;
  const scheduler = meeting.scheduledBy === investor.id ? investor : founder;
  // Each side knows the other as the process shows it: the investor sees the business, the founder the investor.
  const counterpartName = recipient.side === "investor" ? context.businessName : investor.name;
  const processUrl = `${env.appUrl}/due-diligence/${meeting.processId}`;
  const ics = meetingIcs(
    {
      meeting,
      schedulerName: scheduler.name,
      organizerEmail: addressOf(env.MAIL_FROM),
      reader: { name: recipient.name, email: recipient.email, isScheduler: scheduler.id === recipient.id },
      counterpartName,
      processUrl,
      now,
    },
    locale,
  );
  return inLocale(locale, () =>
    meetingMail(event, {
      to: recipient.email,
      recipientName: recipient.name,
      recipientIsScheduler: scheduler.id === recipient.id,
      counterpartName,
      title: meeting.title,
      when: formatZonedDateTime(meeting.startsAt, recipient.timeZone ?? UTC, locale, "full"),
      durationMinutes: meeting.durationMinutes,
      meetingLink: meeting.meetingLink,
      agenda: meeting.agenda,
      processUrl,
      ics: { content: ics, fileName: meetingIcsFileName(meeting.id, locale), method: icsMethodOf(meeting.status) },
    }),
  );
}
