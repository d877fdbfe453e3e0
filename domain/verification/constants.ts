import { KYC_LABELS } from "../constants/investors";
import type { DocumentExtension } from "../due-diligence/documents-constants";

// Verified businesses and verified investors (issue 19): the texts the server and the screens share,
// and the limits the server enforces.

export const VERIFICATION_SUBJECTS = ["business", "investor"] as const;
export type VerificationSubject = (typeof VERIFICATION_SUBJECTS)[number];

/** A request's own state: waiting for an admin, or decided. */
export const VERIFICATION_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

/** What the requester sees on their own screen (verification-status.ts derives it). */
export const REQUESTER_STATUSES = ["not_submitted", "pending", "verified", "rejected"] as const;
export type RequesterStatus = (typeof REQUESTER_STATUSES)[number];
export const REQUESTER_STATUS_LABELS: Record<RequesterStatus, string> = {
  not_submitted: "Not submitted",
  pending: "Pending review",
  verified: "Verified",
  rejected: "Rejected",
};

/** An investor is verified as a person, or as a person investing through a firm. */
export const INVESTOR_VERIFICATION_KINDS = ["individual", "firm"] as const;
export type InvestorVerificationKind = (typeof INVESTOR_VERIFICATION_KINDS)[number];
export const INVESTOR_VERIFICATION_KIND_LABELS: Record<InvestorVerificationKind, string> = {
  individual: "As an individual",
  firm: "Through a firm",
};

/** The badge on a verified business or investor: the investors' KYC badge's word. */
export const VERIFIED_LABEL = KYC_LABELS.verified;

/** A certificate or an identity document: a scan or a PDF. Read by content on the server. */
export const VERIFICATION_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const satisfies readonly DocumentExtension[];
export const VERIFICATION_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_REASON_MAX = 500;
export const ADMIN_VERIFICATIONS_PAGE_SIZE = 20;

export const VERIFICATION_MESSAGES = {
  badType: "Accepted types: pdf, jpg, jpeg, png",
  tooLarge: "Please select a file smaller than 10MB",
  noFile: "Please select a file to upload",
  pendingExists: "A verification request is already waiting for review.",
  countryRequired: "Add your country of incorporation to your business profile first.",
  alreadyVerified: "Your business is already verified with this registration number.",
  investorAlreadyVerified: "Your account is already verified.",
  legalNameRequired: "Enter your full legal name",
  firmNameRequired: "Enter the firm's name",
  firmWebsiteRequired: "Enter the firm's website, starting with https://",
  firmNumberRequired: "Enter the firm's registration number",
  requestNotFound: "Verification request not found",
  notPending: "This request has already been reviewed.",
  reasonRequired: "Enter the reason for rejecting the request",
  countryChanged: "The business no longer has the country of incorporation this request was made for.",
  /** The reason recorded when the founder changes the country while a request waits. */
  countryChangedReason:
    "The business's country of incorporation changed after this request was sent. Please submit the registration again.",
  submitted: "Verification request sent",
  submittedText: "An admin will review it. You will be notified of the decision.",
  approved: "Verification approved",
  rejected: "Verification rejected",
} as const;

/** The requester's notification after a review; {name} is the business's name, {reason} the admin's. */
export const VERIFICATION_NOTIFICATIONS = {
  businessApprovedTitle: "Business verified",
  businessApproved: "{name} is now Verified on Kuza.",
  investorApprovedTitle: "Account verified",
  investorApproved: "Your investor account is now Verified on Kuza.",
  rejectedTitle: "Verification not approved",
  rejected: "Your verification request was not approved. Reason: {reason}",
} as const;
