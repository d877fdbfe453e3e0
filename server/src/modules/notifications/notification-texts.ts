import { CAMPAIGN_REVIEW_NOTIFICATIONS } from "@domain/constants/admin";
import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { MATCH_LABEL_TEXTS, MATCH_MESSAGES } from "@domain/constants/matching";
import { PARTICIPANT_NAME_FALLBACKS } from "@domain/constants/messaging";
import { NOTIFICATION_MESSAGES, type NotificationType } from "@domain/constants/notifications";
import {
  DUE_DILIGENCE_MESSAGES as DD,
  DECLINE_REASON_LABELS,
  type DeclineReason,
  MEETING_STATUS_LABELS,
  type MeetingStatus,
} from "@domain/due-diligence/constants";
import { DOCUMENT_NOTIFICATIONS } from "@domain/due-diligence/documents-constants";
import { formatZonedDateTime } from "@domain/due-diligence/meetings";
import { type DueDiligenceStatus, STATUS_LABELS } from "@domain/due-diligence/stages";
import { formatUsd, perLocale } from "@domain/format";
import { matchLabel } from "@domain/matching/rules";
import { fillTemplate } from "@domain/reports/moderation";
import { CAMPAIGN_UNPUBLISHED_NOTIFICATION, REPORT_OUTCOME_NOTIFICATION } from "@domain/reports/report-constants";
import { VERIFICATION_NOTIFICATIONS as VERIFIED } from "@domain/verification/constants";
import { m } from "@i18n/messages";
import { inLocale } from "../../lib/request-locale";

// What each notification says, by key (decision 019). A notification is stored as its key and
// its parameters (names, amounts, codes and dates as data), and rendered when it is read, in the
// reader's language: the same row reads in French for a French user and in English for an English
// one. The keys are stored in the database: never rename one; add a new key instead. The texts are
// domain's notification tables where domain has them (their templates filled here), else the
// server's own messages.

type Texts<P> = { type: NotificationType; title: (p: P) => string; description: (p: P) => string };
const texts = <P>(t: Texts<P>): Texts<P> => t;

type Actor = { actor: string; business: string };
type Money = { amount: number; campaign: string };

const ddStatus = (status: DueDiligenceStatus) => STATUS_LABELS[status] ?? status;
const score = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 }));
const whole = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }));

/** The proposer's wall-clock time in the reader's language: "Dec 13, 2026, 2:30 PM (Africa/Lagos)". */
function meetingWhen(p: { startsAt?: string; timeZone?: string; when?: string }): string {
  // Rows written before keys existed kept their English date as text (migration 0019).
  if (!p.startsAt || !p.timeZone) return p.when ?? "";
  return formatZonedDateTime(new Date(p.startsAt), p.timeZone);
}

type Fallback = keyof typeof PARTICIPANT_NAME_FALLBACKS;
const FALLBACKS = Object.keys(PARTICIPANT_NAME_FALLBACKS) as Fallback[];

/** A sender's name: a fallback ("Admin User", stored in English) in the reader's language, any other as written. */
export function senderName(name: string): string {
  const fallback = FALLBACKS.find((f) => inLocale("en", () => PARTICIPANT_NAME_FALLBACKS[f]) === name);
  return fallback ? PARTICIPANT_NAME_FALLBACKS[fallback] : name;
}

const NOTIFICATION_TEXTS = {
  "message.new": texts<{ name: string }>({
    type: "message",
    title: () => NOTIFICATION_MESSAGES.newMessageTitle,
    description: (p) => fillTemplate(NOTIFICATION_MESSAGES.newMessageDescription, { name: senderName(p.name) }),
  }),
  "dueDiligence.interest": texts<{ investor: string; business: string }>({
    type: "interest",
    title: () => DD.notifyInterestTitle,
    description: (p) => m.server_notifyInterest(p),
  }),
  "dueDiligence.moved": texts<Actor & { status: DueDiligenceStatus }>({
    type: "due_diligence",
    title: () => DD.notifyUpdateTitle,
    description: (p) => m.server_notifyDueDiligenceMoved({ ...p, stage: ddStatus(p.status) }),
  }),
  "dueDiligence.restarted": texts<Actor>({
    type: "due_diligence",
    title: () => DD.notifyUpdateTitle,
    description: (p) => m.server_notifyDueDiligenceRestarted(p),
  }),
  "dueDiligence.approved": texts<Actor>({
    type: "due_diligence",
    title: () => DD.approvedTitle,
    description: (p) => m.server_notifyDueDiligenceApproved(p),
  }),
  "dueDiligence.declined": texts<Actor & { reason: DeclineReason; note: string | null }>({
    type: "due_diligence",
    title: () => DD.declinedTitle,
    description: ({ note, ...p }) => {
      const reason = DECLINE_REASON_LABELS[p.reason] ?? p.reason;
      return note
        ? m.server_notifyDueDiligenceDeclinedWithNote({ ...p, reason, note })
        : m.server_notifyDueDiligenceDeclined({ ...p, reason });
    },
  }),
  // The sender of an unanswered first message or interest, after 14 days (decision 029).
  "responsiveness.noAnswerMessage": texts<{ name: string; days: number }>({
    type: "message",
    title: () => m.server_notifyNoAnswerTitle(),
    description: (p) => m.server_notifyNoAnswerMessage(p),
  }),
  "responsiveness.noAnswerInterest": texts<{ business: string; days: number }>({
    type: "due_diligence",
    title: () => m.server_notifyNoAnswerTitle(),
    description: (p) => m.server_notifyNoAnswerInterest(p),
  }),
  "documents.requested": texts<{ investor: string; count: number }>({
    type: "document",
    title: () => DOCUMENT_NOTIFICATIONS.requestedTitle,
    description: (p) => DOCUMENT_NOTIFICATIONS.requested(p.investor, p.count),
  }),
  "documents.shared": texts<{ business: string; document: string }>({
    type: "document",
    title: () => DOCUMENT_NOTIFICATIONS.sharedTitle,
    description: (p) => DOCUMENT_NOTIFICATIONS.shared(p.business, p.document),
  }),
  // meetingId (absent on older rows) lets the meeting's e-mail carry its .ics (decision 028).
  "meeting.proposed": texts<{
    actor: string;
    title: string;
    startsAt?: string;
    timeZone?: string;
    when?: string;
    meetingId?: string;
  }>({
    type: "meeting",
    title: () => DD.meetingScheduled,
    description: (p) => m.server_notifyMeetingProposed({ actor: p.actor, title: p.title, when: meetingWhen(p) }),
  }),
  "meeting.status": texts<{ actor: string; title: string; status: MeetingStatus; meetingId?: string }>({
    type: "meeting",
    title: () => DD.notifyMeetingTitle,
    description: (p) => m.server_notifyMeetingStatus({ ...p, status: MEETING_STATUS_LABELS[p.status] ?? p.status }),
  }),
  "investment.new": texts<Money & { investor: string }>({
    type: "investment",
    title: () => INVESTMENT_MESSAGES.notifyNewTitle,
    description: (p) => m.server_notifyInvestmentNew({ ...p, amount: formatUsd(p.amount) }),
  }),
  "investment.confirmed": texts<Money & { business: string }>({
    type: "investment",
    title: () => INVESTMENT_MESSAGES.notifyStatusTitle,
    description: (p) => m.server_notifyInvestmentConfirmed({ ...p, amount: formatUsd(p.amount) }),
  }),
  "investment.declined": texts<Money & { business: string }>({
    type: "investment",
    title: () => INVESTMENT_MESSAGES.notifyStatusTitle,
    description: (p) => m.server_notifyInvestmentDeclined({ ...p, amount: formatUsd(p.amount) }),
  }),
  // `count` (decision 039): how many new matches the unread notification stands for, the campaign
  // named being the best of the latest batch; absent on rows written before, which name one.
  "match.new": texts<{ name: string; title: string; score: number; count?: number }>({
    type: "system",
    title: (p) =>
      (p.count ?? 1) > 1
        ? fillTemplate(MATCH_MESSAGES.notifyGroupTitle, { count: whole().format(p.count ?? 1) })
        : fillTemplate(MATCH_MESSAGES.notifyTitle, { name: p.name }),
    description: (p) =>
      fillTemplate((p.count ?? 1) > 1 ? MATCH_MESSAGES.notifyGroupDescription : MATCH_MESSAGES.notifyDescription, {
        name: p.name,
        title: p.title,
        label: MATCH_LABEL_TEXTS[matchLabel(p.score)],
        score: score().format(p.score),
      }),
  }),
  "verification.businessApproved": texts<{ name: string }>({
    type: "system",
    title: () => VERIFIED.businessApprovedTitle,
    description: (p) => fillTemplate(VERIFIED.businessApproved, p),
  }),
  "verification.investorApproved": texts<Record<string, never>>({
    type: "system",
    title: () => VERIFIED.investorApprovedTitle,
    description: () => VERIFIED.investorApproved,
  }),
  "verification.rejected": texts<{ reason: string }>({
    type: "system",
    title: () => VERIFIED.rejectedTitle,
    description: (p) => fillTemplate(VERIFIED.rejected, p),
  }),
  "campaign.approved": texts<{ title: string }>({
    type: "system",
    title: () => CAMPAIGN_REVIEW_NOTIFICATIONS.approvedTitle,
    description: (p) => fillTemplate(CAMPAIGN_REVIEW_NOTIFICATIONS.approvedDescription, p),
  }),
  "campaign.rejected": texts<{ title: string; reason: string }>({
    type: "system",
    title: () => CAMPAIGN_REVIEW_NOTIFICATIONS.rejectedTitle,
    description: (p) => fillTemplate(CAMPAIGN_REVIEW_NOTIFICATIONS.rejectedDescription, p),
  }),
  "campaign.unpublished": texts<{ title: string; note: string }>({
    type: "system",
    title: () => CAMPAIGN_UNPUBLISHED_NOTIFICATION.title,
    description: (p) => fillTemplate(CAMPAIGN_UNPUBLISHED_NOTIFICATION.description, p),
  }),
  "report.dismissed": texts<{ title: string }>({
    type: "system",
    title: () => REPORT_OUTCOME_NOTIFICATION.title,
    description: (p) => fillTemplate(REPORT_OUTCOME_NOTIFICATION.dismissed, p),
  }),
  "report.actioned": texts<{ title: string }>({
    type: "system",
    title: () => REPORT_OUTCOME_NOTIFICATION.title,
    description: (p) => fillTemplate(REPORT_OUTCOME_NOTIFICATION.actioned, p),
  }),
  // Sample data's notifications (server/src/modules/sample-data/populate-social.ts).
  "sample.interest": texts<{ investor: string; business: string }>({
    type: "interest",
    title: () => m.server_notifySampleInterestTitle(),
    description: (p) => m.server_notifySampleInterest(p),
  }),
  "sample.document": texts<{ business: string }>({
    type: "document",
    title: () => DOCUMENT_NOTIFICATIONS.sharedTitle,
    description: (p) => m.server_notifySampleDocument(p),
  }),
  "sample.meeting": texts<{ investor: string }>({
    type: "meeting",
    title: () => m.server_notifySampleMeetingTitle(),
    description: (p) => m.server_notifySampleMeeting(p),
  }),
  "sample.investment": texts<{ investor: string; campaign: string }>({
    type: "investment",
    title: () => INVESTMENT_MESSAGES.notifyNewTitle,
    description: (p) => m.server_notifySampleInvestment(p),
  }),
};

export type NotificationKey = keyof typeof NOTIFICATION_TEXTS;
export type NotificationParams<K extends NotificationKey> = Parameters<
  (typeof NOTIFICATION_TEXTS)[K]["description"]
>[0];

/** The type a key's notifications carry. */
export function notificationTypeOf(key: NotificationKey): NotificationType {
  return NOTIFICATION_TEXTS[key].type;
}

/**
 * A stored notification's title and description in the current language; null when the key is
 * unknown (a row from before keys, or one a newer server wrote) or its parameters do not fit, so
 * the caller shows the text stored with it.
 */
export function renderNotification(
  key: string | null,
  params: Record<string, unknown> | null,
): { title: string; description: string } | null {
  if (!key || !Object.hasOwn(NOTIFICATION_TEXTS, key)) return null;
  const texts = NOTIFICATION_TEXTS[key as NotificationKey] as Texts<Record<string, unknown>>;
  try {
    return { title: texts.title(params ?? {}), description: texts.description(params ?? {}) };
  } catch {
    return null;
  }
}
