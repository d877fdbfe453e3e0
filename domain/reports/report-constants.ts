import { BUSINESS_MESSAGES } from "../constants/businesses";
import { CAMPAIGN_MESSAGES } from "../constants/campaigns";
import { INVESTOR_MESSAGES } from "../constants/investors";

// Reports and the moderation queue (issue 19, Trust): what can be reported and why, the limits,
// and the texts the server and the screens share.

export const REPORT_TARGET_TYPES = ["business", "campaign", "investor", "message"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ["scam", "fake", "harassment", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fee request",
  fake: "Fake or misleading",
  harassment: "Harassment",
  spam: "Spam",
  other: "Other",
};

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

export const REPORT_MESSAGES = {
  reasonRequired: "Choose a reason",
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX} characters`,
  targetRequired: "Say what you are reporting",
  sent: "Report sent",
  sentText: "Thank you. Our team will review it and let you know the outcome.",
  errorSending: "Error sending report",
  duplicate: "You have already reported this. Our team will let you know the outcome.",
  ownContent: "You cannot report your own content.",
  tooMany: "You have sent several reports in a short time. Please wait a while before sending another.",
} as const;

/** A target that does not exist or that the reporter cannot see: the words its own page uses. */
export const REPORT_TARGET_NOT_FOUND: Record<ReportTargetType, string> = {
  business: BUSINESS_MESSAGES.notFound,
  campaign: CAMPAIGN_MESSAGES.notFoundTitle,
  investor: INVESTOR_MESSAGES.notFoundTitle,
  message: "Message not found",
};

/** What the reported content is called in the queue when it is a message ({name}: its sender). */
export const MESSAGE_SNAPSHOT_TITLE = "Message from {name}";

export const MODERATION_MESSAGES = {
  noteRequired: "Enter a note",
  noteTooLong: `The note can be at most ${MODERATION_NOTE_MAX} characters`,
  actionRequired: "Choose an action",
  reportNotFound: "Report not found",
  alreadyClosed: "This report has already been handled.",
  unpublishOnlyCampaigns: "Only a campaign can be unpublished.",
  campaignNotLive: "This campaign is not live: there is nothing to unpublish.",
  campaignGone: "The reported campaign no longer exists.",
} as const;

/**
 * The reporter's notification. It never says what happened to the other user: only that the
 * report was reviewed, and whether it led to action. {title} is what they reported.
 */
export const REPORT_OUTCOME_NOTIFICATION = {
  title: "Your report was reviewed",
  dismissed: "Thank you for reporting '{title}'. Our team reviewed it and found nothing against Kuza's rules.",
  actioned: "Thank you for reporting '{title}'. Our team reviewed it and took action under Kuza's rules.",
} as const;

/** The founder's notification when an admin unpublishes their campaign; {note} is the admin's note. */
export const CAMPAIGN_UNPUBLISHED_NOTIFICATION = {
  title: "Campaign unpublished",
  description:
    "Your campaign '{title}' was unpublished by the Kuza team. Reason: {note}. Edit it and submit it for review to publish it again.",
} as const;
