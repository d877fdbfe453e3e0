import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

// The e-mails Kuza sends about what happens to a user (issue 22, decision 028): a closed list of
// kinds, each of which the user receives at once, in a daily digest, or not at all. Every in-app
// notification key maps to one kind (server/src/modules/notifications/email/email-kind-of.ts), so
// a new notification cannot be added without deciding which e-mail it is.

export const EMAIL_KINDS = [
  "message",
  "interest",
  "documents_requested",
  "document_shared",
  "meeting",
  "due_diligence",
  "investment",
  "campaign_review",
  "verification",
  "report",
  "match",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_FREQUENCIES = ["immediate", "digest", "off"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/**
 * What a user gets before choosing: at once for what waits on them (a message, an interest, a
 * request, a meeting, a decision about their process, money, their own reviews); matches, which
 * come in numbers and wait for nobody, and report outcomes, which need no action, in the digest.
 */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<Record<EmailKind, EmailFrequency>> = {
  message: "immediate",
  interest: "immediate",
  documents_requested: "immediate",
  document_shared: "immediate",
  meeting: "immediate",
  due_diligence: "immediate",
  investment: "immediate",
  campaign_review: "immediate",
  verification: "immediate",
  report: "digest",
  match: "digest",
};

/** Messages are grouped: one e-mail per conversation per quiet period of this length. */
export const MESSAGE_EMAIL_QUIET_MS = 10 * 60 * 1000;

/** The digest goes out at this hour of the recipient's own day (their saved time zone, else UTC). */
export const DIGEST_HOUR = "07:00";

/** Every kind with its choice: what GET answers and PUT takes (schemas in email-schemas.ts). */
export type TEmailPreferences = Record<EmailKind, EmailFrequency>;

/** What an unsubscribe link turns off: one kind, or "digest" (every kind the user gets in the digest). */
export const UNSUBSCRIBE_TARGETS = [...EMAIL_KINDS, "digest"] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];

/** The kinds an unsubscribe turned off (none when the digest had none). */
export type TUnsubscribeResult = { turnedOff: EmailKind[] };

/** A kind's name, in the reader's language: the settings' rows, the e-mails' footers, the unsubscribe page. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = localized({
  message: m.domain_emailKindMessage,
  interest: m.domain_emailKindInterest,
  documents_requested: m.domain_emailKindDocumentsRequested,
  document_shared: m.domain_emailKindDocumentShared,
  meeting: m.domain_emailKindMeeting,
  due_diligence: m.domain_emailKindDueDiligence,
  investment: m.domain_emailKindInvestment,
  campaign_review: m.domain_emailKindCampaignReview,
  verification: m.domain_emailKindVerification,
  report: m.domain_emailKindReport,
  match: m.domain_emailKindMatch,
});

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = localized({
  immediate: m.domain_emailFrequencyImmediate,
  digest: m.domain_emailFrequencyDigest,
  off: m.domain_emailFrequencyOff,
});
