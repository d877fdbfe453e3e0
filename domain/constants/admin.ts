import type { CampaignStatus } from "./campaigns";

// The admin area: texts shared by the server and the admin screens, and its limits.

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_CAMPAIGNS_PAGE_SIZE = 20;
/** The dashboard's sign-up chart covers this many days, today included. */
export const SIGNUP_TREND_DAYS = 30;
export const BAN_REASON_MAX = 500;
export const REVIEW_REASON_MAX = 500;

/** What an admin may do with a Pending Review campaign. */
export const CAMPAIGN_REVIEW_DECISIONS = ["active", "rejected"] as const satisfies readonly CampaignStatus[];
export type CampaignReviewDecision = (typeof CAMPAIGN_REVIEW_DECISIONS)[number];

export const ADMIN_MESSAGES = {
  cannotBanSelf: "You cannot ban your own account.",
  cannotBanAdmin: "Another admin cannot be banned.",
  alreadyBanned: "This user is already banned.",
  notBanned: "This user is not banned.",
  userNotFound: "User not found",
  notInvestor: "Only an investor has a KYC status.",
  reasonRequired: "Enter a reason",
  rejectReasonRequired: "Enter the reason for rejecting the campaign",
  notPendingReview: "Only a campaign in Pending Review can be reviewed.",
  campaignNotFound: "Campaign not found",
  /** {reason} is the admin's reason. Shown when a banned user tries to sign in. */
  bannedSignIn: "Your account has been suspended. Reason: {reason}. Contact support if you believe this is a mistake.",
  userBanned: "User banned",
  userBannedText: "All of their sessions have ended.",
  userUnbanned: "User unbanned",
  kycApproved: "KYC approved",
  kycApprovedText: "The investor now shows as Verified.",
  campaignApproved: "Campaign approved",
  campaignRejected: "Campaign rejected",
  profileSaved: "Changes saved",
  errorSaving: "Error saving changes",
} as const;

/** The founder's notification after a review; {title} is the campaign title, {reason} the admin's reason. */
export const CAMPAIGN_REVIEW_NOTIFICATIONS = {
  approvedTitle: "Campaign approved",
  approvedDescription: "Your campaign '{title}' was approved and is now live.",
  rejectedTitle: "Campaign rejected",
  rejectedDescription: "Your campaign '{title}' was not approved. Reason: {reason}",
} as const;

/** Under the founder's Status field (decision 018). */
export const CAMPAIGN_REVIEW_HINT =
  "Pending Review sends the campaign to the Kuza team, who approve it (it goes live) or reject it with a reason.";

/** Founder status rules that keep an admin's review meaningful (decision 018). */
export const CAMPAIGN_REVIEW_RULES = {
  pendingIsAdmins: "This campaign is waiting for an admin's review. Withdraw it to Draft to change its status.",
  rejectedNeedsReview: "A rejected campaign goes live only after an admin's review. Submit it for review.",
  rejectIsAdmins: "Only an admin can reject a campaign.",
} as const;

export const SUPPORT_MESSAGES = {
  sent: "Message sent",
  sentText: "Our team will reply to your e-mail address.",
  errorSending: "Error sending message",
  subjectRequired: "Enter a subject",
  messageRequired: "Enter your message",
  mailSubject: "Kuza support request: {subject}",
  tooMany: "You have sent several messages in a short time. Please wait a few minutes before writing again.",
} as const;
/** Each message e-mails every admin: one account may send this many per window. */
export const SUPPORT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 4000;
