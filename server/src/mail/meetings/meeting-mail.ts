import { PRODUCT_NAME } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import type { IcsMethod } from "../ics/meeting-ics";
import type { Mail } from "../mailer";
import { escapeHtml, htmlDocument, paragraph } from "../templates";

// A meeting's e-mail to one party, in plain text and HTML, with the meeting as an .ics
// attachment (decision 030). Built inside inLocale(the recipient's language); the time is already
// written in the recipient's time zone, with the zone's name.

const MEETING_MAIL_EVENTS = ["proposed", "approved", "cancelled", "reminder_24h", "reminder_1h"] as const;
export type MeetingMailEvent = (typeof MEETING_MAIL_EVENTS)[number];

export type MeetingMailData = {
  to: string;
  recipientName: string;
  /** Whether the recipient proposed the meeting (a proposal then waits for the other party). */
  recipientIsScheduler: boolean;
  /** The other party as the recipient knows them: the business for its investor, the investor for the founder. */
  counterpartName: string;
  title: string;
  /** The start in the recipient's zone: "Tuesday, March 10, 2099 at 9:15 AM (Africa/Lagos)". */
  when: string;
  durationMinutes: number;
  meetingLink: string;
  agenda: string | null;
  processUrl: string;
  ics: { content: string; fileName: string; method: IcsMethod };
};

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function subjectOf(event: MeetingMailEvent, title: string): string {
  switch (event) {
    case "proposed":
      return m.server_mailMeetingProposedSubject({ title });
    case "approved":
      return m.server_mailMeetingApprovedSubject({ title });
    case "cancelled":
      return m.server_mailMeetingCancelledSubject({ title });
    case "reminder_24h":
      return m.server_mailMeetingReminder24hSubject({ title });
    case "reminder_1h":
      return m.server_mailMeetingReminder1hSubject({ title });
  }
}

function introOf(event: MeetingMailEvent, data: MeetingMailData): string {
  const name = data.counterpartName;
  switch (event) {
    case "proposed":
      return data.recipientIsScheduler
        ? m.server_mailMeetingProposedByYou({ name })
        : m.server_mailMeetingProposedToYou({ name });
    case "approved":
      return m.server_mailMeetingApprovedIntro({ name });
    case "cancelled":
      return m.server_mailMeetingCancelledIntro({ name });
    case "reminder_24h":
      return m.server_mailMeetingReminder24hIntro({ name });
    case "reminder_1h":
      return m.server_mailMeetingReminder1hIntro({ name });
  }
}

export function meetingMail(event: MeetingMailEvent, data: MeetingMailData): Mail {
  const cancelled = event === "cancelled";
  const greeting = m.server_mailGreeting({ name: data.recipientName });
  const intro = introOf(event, data);
  const facts = [
    m.server_mailMeetingTitle({ title: data.title }),
    m.server_mailMeetingWhen({ when: data.when }),
    m.server_mailMeetingDuration({ minutes: data.durationMinutes }),
  ];
  // A cancelled meeting's link is no use to anyone.
  const join = cancelled ? null : m.server_ddIcsJoin({ link: data.meetingLink });
  const agenda = data.agenda ? `${m.server_mailMeetingAgenda()}\n${data.agenda}` : null;
  const action =
    event === "proposed" && !data.recipientIsScheduler
      ? m.server_mailMeetingApproveLink({ product: PRODUCT_NAME })
      : m.server_mailMeetingOpenLink({ product: PRODUCT_NAME });
  const calendar = cancelled ? m.server_mailMeetingIcsCancel() : m.server_mailMeetingIcsRequest();
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const text = [greeting, "", intro, "", ...facts, ...(join ? [join] : [])];
  if (agenda) text.push("", agenda);
  text.push("", action, data.processUrl, "", calendar);
  return {
    to: data.to,
    subject: subjectOf(event, oneLine(data.title)),
    text: text.join("\n"),
    html: htmlDocument([
      paragraph(greeting),
      paragraph(intro),
      `<p>${[...facts.map(escapeHtml), ...(join ? [link(data.meetingLink, join)] : [])].join("<br>")}</p>`,
      ...(agenda ? [paragraph(agenda)] : []),
      `<p>${link(data.processUrl, action)}</p>`,
      paragraph(calendar),
    ]),
    attachments: [
      {
        filename: data.ics.fileName,
        content: data.ics.content,
        contentType: `text/calendar; charset=utf-8; method=${data.ics.method}`,
      },
    ],
  };
}
