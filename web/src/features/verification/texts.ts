import { VERIFICATION_MAX_BYTES } from "@domain/verification/constants";

// Screen-only texts of the requesters' verification panels (/founder/business, /investor/profile);
// the texts the server also says are in domain/verification/constants.ts.

const MB = VERIFICATION_MAX_BYTES / (1024 * 1024);

export const VERIFICATION_TEXTS = {
  loading: "Loading verification",
  loadError: "Could not load your verification.",
  businessTitle: "Business verification",
  businessDescription:
    "Send your business's registration number and certificate. Once the Kuza team has checked them, investors see a Verified badge on your business and campaigns.",
  businessVerifiedDescription:
    "Your business is Verified: investors see the badge on your business and campaigns, and your campaigns publish without review. New registration details would need a new check.",
  investorTitle: "Investor verification",
  investorDescription:
    "Send your identity and a document. Once the Kuza team has checked them, founders see a Verified badge on your profile.",
  investorVerifiedDescription: "You are Verified: founders see the badge on your profile.",
  statusLabel: "Status",
  status: {
    not_submitted: "You have not sent anything for verification yet.",
    pending: (date: string) => `Sent on ${date}. The Kuza team is reviewing it; you will be notified of the decision.`,
    verified: (date: string | null) => (date ? `Verified on ${date}.` : "Verified."),
    rejected: "Not approved. You can correct it and send it again.",
  },
  reasonLabel: "Reason",
  submittedNumber: "Registration number",
  submittedFirm: "Firm",
  submittedLegalName: "Legal name",
  document: "Document",
  openDocument: (name: string) => `Open ${name}`,
  noBusiness: "Save your business profile below first, then send its registration for verification.",
  countryLine: (country: string) => `Country of incorporation: ${country}`,
  numberHint: (example: string) => `As the registry writes it, for example ${example}.`,
  certificate: "Certificate of incorporation or registration",
  identityDocument: "Identity document",
  identityHint: "A passport or national ID; for a firm, its certificate of incorporation.",
  fileHint: `PDF, JPG or PNG, up to ${MB}MB. Only you and the Kuza team can open it.`,
  legalName: "Full legal name",
  kind: "How do you invest?",
  firmName: "Firm name",
  firmWebsite: "Firm website",
  firmRegistrationNumber: "Firm registration number",
  submit: "Send for verification",
  submitting: "Sending…",
  changeDetails: "Change registration details",
  changeTitle: "Remove the Verified badge?",
  changeWarning:
    "New registration details replace the approved ones: your business is no longer Verified until the Kuza team approves them.",
  changeConfirm: "Send new details",
  cancel: "Cancel",
  errorTitle: "Could not send for verification",
} as const;
