import { m } from "@i18n/messages";
import { BUSINESS_MESSAGES } from "../constants/businesses";
import { CAMPAIGN_MESSAGES } from "../constants/campaigns";
import { INVESTOR_MESSAGES } from "../constants/investors";
import { localized } from "../i18n/localized";

// Reports and the moderation queue (issue 19, Trust): what can be reported and why, the limits,
// and the texts the server and the screens share.

export const REPORT_TARGET_TYPES = ["business", "campaign", "investor", "message"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ["scam", "fake", "harassment", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = localized({
  scam: m.domain_reportReasonScam,
  fake: m.domain_reportReasonFake,
  harassment: m.domain_reportReasonHarassment,
  spam: m.domain_reportReasonSpam,
  other: m.domain_reportReasonOther,
});

export const REPORT_DETAILS_MAX = 1000;
/** One account may send this many reports per window (counted in the database, decision 014). */
export const REPORT_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** A report is open until an admin acts on its target; then it keeps the outcome. */
export const REPORT_STATUSES = ["open", "dismissed", "unpublished", "banned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin may do with a report: each closes every open report on the same target. */
export const MODERATION_ACTIONS = ["dismiss", "unpublish", "ban"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_NOTE_MAX = 500;
export const MODERATION_QUEUE_PAGE_SIZE = 20;

export const REPORT_MESSAGES = localized({
  reasonRequired: m.domain_reportReasonRequired,
  detailsTooLong: () => m.domain_reportDetailsTooLong({ max: REPORT_DETAILS_MAX }),
  targetRequired: m.domain_reportTargetRequired,
  sent: m.domain_reportSent,
  sentText: m.domain_reportSentText,
  errorSending: m.domain_reportErrorSending,
  duplicate: m.domain_reportDuplicate,
  ownContent: m.domain_reportOwnContent,
  tooMany: m.domain_reportTooMany,
});

/** A target that does not exist or that the reporter cannot see: the words its own page uses. */
export const REPORT_TARGET_NOT_FOUND: Readonly<Record<ReportTargetType, string>> = localized({
  business: () => BUSINESS_MESSAGES.notFound,
  campaign: () => CAMPAIGN_MESSAGES.notFoundTitle,
  investor: () => INVESTOR_MESSAGES.notFoundTitle,
  message: m.domain_reportMessageNotFound,
});

export const MODERATION_MESSAGES = localized({
  noteRequired: m.domain_moderationNoteRequired,
  noteTooLong: () => m.domain_moderationNoteTooLong({ max: MODERATION_NOTE_MAX }),
  actionRequired: m.domain_moderationActionRequired,
  reportNotFound: m.domain_moderationReportNotFound,
  alreadyClosed: m.domain_moderationAlreadyClosed,
  unpublishOnlyCampaigns: m.domain_moderationUnpublishOnlyCampaigns,
  campaignNotLive: m.domain_moderationCampaignNotLive,
  campaignGone: m.domain_moderationCampaignGone,
});

/**
 * The reporter's notification. It never says what happened to the other user: only that the
 * report was reviewed, and whether it led to action. {title} is what they reported, left for the
 * caller to fill (reporterOutcomeText).
 */
export const REPORT_OUTCOME_NOTIFICATION = localized({
  title: m.domain_reportOutcomeTitle,
  dismissed: () => m.domain_reportOutcomeDismissed({ title: "{title}" }),
  actioned: () => m.domain_reportOutcomeActioned({ title: "{title}" }),
});

/** The founder's notification when an admin unpublishes their campaign; {title} and {note} (the admin's) are left to fill. */
export const CAMPAIGN_UNPUBLISHED_NOTIFICATION = localized({
  title: m.domain_campaignUnpublishedTitle,
  description: () => m.domain_campaignUnpublishedDescription({ title: "{title}", note: "{note}" }),
});
