import { m } from "@i18n/messages";
import type { DocumentExtension } from "../due-diligence/documents-constants";
import { localized } from "../i18n/localized";

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
export const REQUESTER_STATUS_LABELS: Readonly<Record<RequesterStatus, string>> = localized({
  not_submitted: m.domain_verificationStatusNotSubmitted,
  pending: m.domain_verificationStatusPending,
  verified: m.domain_verificationStatusVerified,
  rejected: m.domain_verificationStatusRejected,
});

/** An investor is verified as a person, or as a person investing through a firm. */
export const INVESTOR_VERIFICATION_KINDS = ["individual", "firm"] as const;
export type InvestorVerificationKind = (typeof INVESTOR_VERIFICATION_KINDS)[number];
export const INVESTOR_VERIFICATION_KIND_LABELS: Readonly<Record<InvestorVerificationKind, string>> = localized({
  individual: m.domain_verificationKindIndividual,
  firm: m.domain_verificationKindFirm,
});

/**
 * The badge on a verified business or investor: the investors' KYC badge's word ("Verified" in
 * English; French agrees it with the subject: « Vérifiée » for a business, « Vérifié » for an investor).
 */
export const VERIFIED_LABELS: Readonly<Record<VerificationSubject, string>> = localized({
  business: m.domain_verifiedBusiness,
  investor: m.domain_verifiedInvestor,
});

/** A certificate or an identity document: a scan or a PDF. Read by content on the server. */
export const VERIFICATION_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const satisfies readonly DocumentExtension[];
export const VERIFICATION_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_REASON_MAX = 500;
export const ADMIN_VERIFICATIONS_PAGE_SIZE = 20;

export const VERIFICATION_MESSAGES = localized({
  badType: m.domain_verificationBadType,
  tooLarge: m.domain_verificationTooLarge,
  noFile: m.domain_verificationNoFile,
  pendingExists: m.domain_verificationPendingExists,
  countryRequired: m.domain_verificationCountryRequired,
  alreadyVerified: m.domain_verificationAlreadyVerified,
  investorAlreadyVerified: m.domain_verificationInvestorAlreadyVerified,
  legalNameRequired: m.domain_verificationLegalNameRequired,
  firmNameRequired: m.domain_verificationFirmNameRequired,
  firmWebsiteRequired: m.domain_verificationFirmWebsiteRequired,
  firmNumberRequired: m.domain_verificationFirmNumberRequired,
  requestNotFound: m.domain_verificationRequestNotFound,
  notPending: m.domain_verificationNotPending,
  reasonRequired: m.domain_verificationReasonRequired,
  countryChanged: m.domain_verificationCountryChanged,
  /** The reason recorded when the founder changes the country while a request waits. */
  countryChangedReason: m.domain_verificationCountryChangedReason,
  submitted: m.domain_verificationSubmitted,
  submittedText: m.domain_verificationSubmittedText,
  approved: m.domain_verificationApproved,
  rejected: m.domain_verificationRejected,
});

/**
 * The requester's notification after a review; {name} is the business's name, {reason} the
 * admin's, left for the caller to fill.
 */
export const VERIFICATION_NOTIFICATIONS = localized({
  businessApprovedTitle: m.domain_verificationBusinessApprovedTitle,
  businessApproved: () => m.domain_verificationBusinessApproved({ name: "{name}" }),
  investorApprovedTitle: m.domain_verificationInvestorApprovedTitle,
  investorApproved: m.domain_verificationInvestorApproved,
  rejectedTitle: m.domain_verificationRejectedTitle,
  rejected: () => m.domain_verificationRejectedDescription({ reason: "{reason}" }),
});
