import { formatNumber } from "@domain/format";
import { localized } from "@domain/i18n/localized";
import { VERIFICATION_MAX_BYTES } from "@domain/verification/constants";
import { m } from "@i18n/messages";

// Screen-only texts of the requesters' verification panels (/founder/business, /investor/profile);
// the texts the server also says are in domain/verification/constants.ts. Read in the reader's
// language when used; texts with values are the messages themselves (m.verification_...).

const MB = VERIFICATION_MAX_BYTES / (1024 * 1024);

export const VERIFICATION_TEXTS = localized({
  loading: m.verification_loading,
  loadError: m.verification_loadError,
  businessTitle: m.verification_businessTitle,
  businessDescription: m.verification_businessDescription,
  businessVerifiedDescription: m.verification_businessVerifiedDescription,
  investorTitle: m.verification_investorTitle,
  investorDescription: m.verification_investorDescription,
  investorVerifiedDescription: m.verification_investorVerifiedDescription,
  /** With its colon: the admin's reason follows. */
  reasonLabel: m.verification_reasonLabel,
  submittedNumber: m.verification_submittedNumber,
  submittedFirm: m.verification_submittedFirm,
  submittedLegalName: m.verification_submittedLegalName,
  document: m.verification_document,
  noBusiness: m.verification_noBusiness,
  certificate: m.verification_certificate,
  identityDocument: m.verification_identityDocument,
  identityHint: m.verification_identityHint,
  fileHint: () => m.verification_fileHint({ size: formatNumber(MB) }),
  legalName: m.verification_legalName,
  kind: m.verification_kind,
  firmName: m.verification_firmName,
  firmWebsite: m.verification_firmWebsite,
  firmWebsitePlaceholder: m.verification_firmWebsitePlaceholder,
  firmRegistrationNumber: m.verification_firmRegistrationNumber,
  submit: m.verification_submit,
  submitting: m.verification_submitting,
  changeDetails: m.verification_changeDetails,
  changeTitle: m.verification_changeTitle,
  changeWarning: m.verification_changeWarning,
  changeConfirm: m.verification_changeConfirm,
  cancel: m.verification_cancel,
  errorTitle: m.verification_errorTitle,
});
