import { MATCH_LABEL_TEXTS } from "@domain/constants/matching";
import type { NotificationType } from "@domain/constants/notifications";
import {
  DECLINE_REASON_LABELS,
  type DeclineReason,
  MEETING_STATUS_LABELS,
  type MeetingStatus,
} from "@domain/due-diligence/constants";
import { formatZonedDateTime } from "@domain/due-diligence/meetings";
import { type DueDiligenceStatus, STATUS_LABELS } from "@domain/due-diligence/stages";
import { formatUsd, perLocale } from "@domain/format";
import { matchLabel } from "@domain/matching/rules";
import { m } from "@i18n/messages";

// What each notification says, by key (decision 019). A notification is stored as its key and
// its parameters (names, amounts, codes and dates as data), and rendered when it is read, in the
// reader's language: the same row reads in French for a French user and in English for an English
// one. The keys are stored in the database: never rename one; add a new key instead.

type Texts<P> = { type: NotificationType; title: (p: P) => string; description: (p: P) => string };
const texts = <P>(t: Texts<P>): Texts<P> => t;

type Actor = { actor: string; business: string };
type Money = { amount: number; campaign: string };

const ddStatus = (status: DueDiligenceStatus) => STATUS_LABELS[status] ?? status;
const score = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 }));

/** The proposer's wall-clock time in the reader's language: "Dec 13, 2026, 2:30 PM (Africa/Lagos)". */
function meetingWhen(p: { startsAt?: string; timeZone?: string; when?: string }): string {
  // Rows written before keys existed kept their English date as text (migration 0019).
  if (!p.startsAt || !p.timeZone) return p.when ?? "";
  return formatZonedDateTime(new Date(p.startsAt), p.timeZone);
}

const NOTIFICATION_TEXTS = {
  "message.new": texts<{ name: string }>({
    type: "message",
    title: () => m.server_notifyNewMessageTitle(),
    description: (p) => m.server_notifyNewMessage(p),
  }),
  "dueDiligence.interest": texts<{ investor: string; business: string }>({
    type: "interest",
    title: () => m.server_notifyInterestTitle(),
    description: (p) => m.server_notifyInterest(p),
  }),
  "dueDiligence.moved": texts<Actor & { status: DueDiligenceStatus }>({
    type: "due_diligence",
    title: () => m.server_notifyDueDiligenceUpdatedTitle(),
    description: (p) => m.server_notifyDueDiligenceMoved({ ...p, stage: ddStatus(p.status) }),
  }),
  "dueDiligence.restarted": texts<Actor>({
    type: "due_diligence",
    title: () => m.server_notifyDueDiligenceUpdatedTitle(),
    description: (p) => m.server_notifyDueDiligenceRestarted(p),
  }),
  "dueDiligence.approved": texts<Actor>({
    type: "due_diligence",
    title: () => m.server_notifyDueDiligenceApprovedTitle(),
    description: (p) => m.server_notifyDueDiligenceApproved(p),
  }),
  "dueDiligence.declined": texts<Actor & { reason: DeclineReason; note: string | null }>({
    type: "due_diligence",
    title: () => m.server_notifyDueDiligenceDeclinedTitle(),
    description: ({ note, ...p }) => {
      const reason = DECLINE_REASON_LABELS[p.reason] ?? p.reason;
      return note
        ? m.server_notifyDueDiligenceDeclinedWithNote({ ...p, reason, note })
        : m.server_notifyDueDiligenceDeclined({ ...p, reason });
    },
  }),
  "documents.requested": texts<{ investor: string; count: number }>({
    type: "document",
    title: () => m.server_notifyDocumentsRequestedTitle(),
    description: (p) => m.server_notifyDocumentsRequested(p),
  }),
  "documents.shared": texts<{ business: string; document: string }>({
    type: "document",
    title: () => m.server_notifyDocumentSharedTitle(),
    description: (p) => m.server_notifyDocumentShared(p),
  }),
  "meeting.proposed": texts<{ actor: string; title: string; startsAt?: string; timeZone?: string; when?: string }>({
    type: "meeting",
    title: () => m.server_notifyMeetingProposedTitle(),
    description: (p) => m.server_notifyMeetingProposed({ actor: p.actor, title: p.title, when: meetingWhen(p) }),
  }),
  "meeting.status": texts<{ actor: string; title: string; status: MeetingStatus }>({
    type: "meeting",
    title: () => m.server_notifyMeetingUpdateTitle(),
    description: (p) => m.server_notifyMeetingStatus({ ...p, status: MEETING_STATUS_LABELS[p.status] ?? p.status }),
  }),
  "investment.new": texts<Money & { investor: string }>({
    type: "investment",
    title: () => m.server_notifyInvestmentNewTitle(),
    description: (p) => m.server_notifyInvestmentNew({ ...p, amount: formatUsd(p.amount) }),
  }),
  "investment.confirmed": texts<Money & { business: string }>({
    type: "investment",
    title: () => m.server_notifyInvestmentUpdatedTitle(),
    description: (p) => m.server_notifyInvestmentConfirmed({ ...p, amount: formatUsd(p.amount) }),
  }),
  "investment.declined": texts<Money & { business: string }>({
    type: "investment",
    title: () => m.server_notifyInvestmentUpdatedTitle(),
    description: (p) => m.server_notifyInvestmentDeclined({ ...p, amount: formatUsd(p.amount) }),
  }),
  "match.new": texts<{ name: string; title: string; score: number }>({
    type: "system",
    title: (p) => m.server_notifyMatchTitle(p),
    description: (p) =>
      m.server_notifyMatch({
        title: p.title,
        label: MATCH_LABEL_TEXTS[matchLabel(p.score)],
        score: score().format(p.score),
      }),
  }),
  "verification.businessApproved": texts<{ name: string }>({
    type: "system",
    title: () => m.server_notifyBusinessVerifiedTitle(),
    description: (p) => m.server_notifyBusinessVerified(p),
  }),
  "verification.investorApproved": texts<Record<string, never>>({
    type: "system",
    title: () => m.server_notifyInvestorVerifiedTitle(),
    description: () => m.server_notifyInvestorVerified(),
  }),
  "verification.rejected": texts<{ reason: string }>({
    type: "system",
    title: () => m.server_notifyVerificationRejectedTitle(),
    description: (p) => m.server_notifyVerificationRejected(p),
  }),
  "campaign.approved": texts<{ title: string }>({
    type: "system",
    title: () => m.server_notifyCampaignApprovedTitle(),
    description: (p) => m.server_notifyCampaignApproved(p),
  }),
  "campaign.rejected": texts<{ title: string; reason: string }>({
    type: "system",
    title: () => m.server_notifyCampaignRejectedTitle(),
    description: (p) => m.server_notifyCampaignRejected(p),
  }),
  "campaign.unpublished": texts<{ title: string; note: string }>({
    type: "system",
    title: () => m.server_notifyCampaignUnpublishedTitle(),
    description: (p) => m.server_notifyCampaignUnpublished(p),
  }),
  "report.dismissed": texts<{ title: string }>({
    type: "system",
    title: () => m.server_notifyReportReviewedTitle(),
    description: (p) => m.server_notifyReportDismissed(p),
  }),
  "report.actioned": texts<{ title: string }>({
    type: "system",
    title: () => m.server_notifyReportReviewedTitle(),
    description: (p) => m.server_notifyReportActioned(p),
  }),
  // Sample data's notifications (server/src/modules/sample-data/populate-social.ts).
  "sample.interest": texts<{ investor: string; business: string }>({
    type: "interest",
    title: () => m.server_notifySampleInterestTitle(),
    description: (p) => m.server_notifySampleInterest(p),
  }),
  "sample.document": texts<{ business: string }>({
    type: "document",
    title: () => m.server_notifyDocumentSharedTitle(),
    description: (p) => m.server_notifySampleDocument(p),
  }),
  "sample.meeting": texts<{ investor: string }>({
    type: "meeting",
    title: () => m.server_notifySampleMeetingTitle(),
    description: (p) => m.server_notifySampleMeeting(p),
  }),
  "sample.investment": texts<{ investor: string; campaign: string }>({
    type: "investment",
    title: () => m.server_notifyInvestmentNewTitle(),
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
