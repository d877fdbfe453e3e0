import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import type { CampaignStatus } from "./campaigns";

// The admin area: texts shared by the server and the admin screens, and its limits.

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_CAMPAIGNS_PAGE_SIZE = 20;
export const SECURITY_EVENTS_PAGE_SIZE = 25;
/** The dashboard's sign-up chart covers this many days, today included. */
export const SIGNUP_TREND_DAYS = 30;
export const BAN_REASON_MAX = 500;
export const REVIEW_REASON_MAX = 500;

/** What an admin may do with a Pending Review campaign. */
export const CAMPAIGN_REVIEW_DECISIONS = ["active", "rejected"] as const satisfies readonly CampaignStatus[];
export type CampaignReviewDecision = (typeof CAMPAIGN_REVIEW_DECISIONS)[number];

export const ADMIN_MESSAGES = localized({
  cannotBanSelf: m.domain_adminCannotBanSelf,
  cannotBanAdmin: m.domain_adminCannotBanAdmin,
  alreadyBanned: m.domain_adminAlreadyBanned,
  notBanned: m.domain_adminNotBanned,
  userNotFound: m.domain_adminUserNotFound,
  notInvestor: m.domain_adminNotInvestor,
  reasonRequired: m.domain_adminReasonRequired,
  rejectReasonRequired: m.domain_adminRejectReasonRequired,
  notPendingReview: m.domain_adminNotPendingReview,
  campaignNotFound: m.domain_campaignNotFound,
  /** {reason} is the admin's reason (the caller fills it in). Shown when a banned user tries to sign in. */
  bannedSignIn: () => m.domain_adminBannedSignIn({ reason: "{reason}" }),
  userBanned: m.domain_adminUserBanned,
  userBannedText: m.domain_adminUserBannedText,
  userUnbanned: m.domain_adminUserUnbanned,
  kycApproved: m.domain_adminKycApproved,
  kycApprovedText: m.domain_adminKycApprovedText,
  campaignApproved: m.domain_campaignApproved,
  campaignRejected: m.domain_campaignRejected,
  profileSaved: m.domain_changesSaved,
  errorSaving: m.domain_errorSavingChanges,
});

/**
 * The founder's notification after a review; {title} is the campaign title, {reason} the admin's
 * reason, left in the text for the caller to fill (domain_campaignApprovedDescription and
 * domain_campaignRejectedDescription take them as parameters).
 */
export const CAMPAIGN_REVIEW_NOTIFICATIONS = localized({
  approvedTitle: m.domain_campaignApproved,
  approvedDescription: () => m.domain_campaignApprovedDescription({ title: "{title}" }),
  rejectedTitle: m.domain_campaignRejected,
  rejectedDescription: () => m.domain_campaignRejectedDescription({ title: "{title}", reason: "{reason}" }),
});

/** Founder status rules that keep an admin's review meaningful (decision 018). */
export const CAMPAIGN_REVIEW_RULES = localized({
  pendingIsAdmins: m.domain_campaignReviewPendingIsAdmins,
  rejectedNeedsReview: m.domain_campaignReviewRejectedNeedsReview,
  rejectIsAdmins: m.domain_campaignReviewRejectIsAdmins,
});

export const SUPPORT_MESSAGES = localized({
  sent: m.domain_supportSent,
  sentText: m.domain_supportSentText,
  errorSending: m.domain_supportErrorSending,
  subjectRequired: m.domain_supportSubjectRequired,
  messageRequired: m.domain_supportMessageRequired,
  /** {subject} is left for the caller to fill. */
  mailSubject: () => m.domain_supportMailSubject({ subject: "{subject}" }),
  tooMany: m.domain_supportTooMany,
});
/** Each message e-mails every admin: one account may send this many per window. */
export const SUPPORT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 4000;
