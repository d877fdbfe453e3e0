import { m } from "@i18n/messages";
import { formatTicketRange } from "../format";
import { localized } from "../i18n/localized";

export const REGISTRATION_INVESTOR_TYPES = ["angel", "vc", "corporate", "individual"] as const;
export const INVESTOR_TYPES = [...REGISTRATION_INVESTOR_TYPES, "impact"] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Readonly<Record<InvestorType, string>> = localized({
  angel: m.domain_investorTypeAngel,
  vc: m.domain_investorTypeVc,
  corporate: m.domain_investorTypeCorporate,
  impact: m.domain_investorTypeImpact,
  individual: m.domain_investorTypeIndividual,
});

// Investors (spec part 1, sections 2, 3, 5, 8, 9; part 2, sections 8, 9; CLARIFICATIONS: Investors).
export const RISK_APPETITES = ["low", "medium", "high"] as const;
export type RiskAppetite = (typeof RISK_APPETITES)[number];
export const RISK_APPETITE_LABELS: Readonly<Record<RiskAppetite, string>> = localized({
  low: m.domain_riskLow,
  medium: m.domain_riskMedium,
  high: m.domain_riskHigh,
});

/**
 * Saving the profile with no name stores this; also the fallback for an unknown participant. It is
 * stored as the investor's name, so it stays one word in every language (like a name).
 */
export const UNKNOWN_INVESTOR_NAME = "Unknown Investor";
export const DEFAULT_INVESTOR_TYPE: InvestorType = "individual";
/** kyc_status "approved" shows Verified; anything else shows Pending. */
export const KYC_APPROVED = "approved";
export const KYC_LABELS = localized({ verified: m.domain_kycVerified, pending: m.domain_kycPending });

/** What matching and recommendations see for an investor with no saved preferences. */
export const DEFAULT_INVESTMENT_PREFERENCES = {
  sectors: [] as string[],
  ticketSizes: { min: 0, max: 0 },
  riskAppetite: "medium" as RiskAppetite,
  stagePreference: null as string | null,
  investmentThesis: null as string | null,
  dealAppetite: null as string | null,
  preferredIndustries: [] as string[],
};
/** What /investor/preferences pre-fills for an investor with no saved preferences. */
export const PREFERENCES_FORM_DEFAULTS = {
  sectors: [] as string[],
  ticketSizes: { min: 0, max: 100_000 },
  riskAppetite: "medium" as RiskAppetite,
};

export const INVESTOR_FOCUS_SECTORS_MAX = 4;

export const INVESTORS_PAGE_SIZE = 12;
/** Directory cards (/investors) with no data set. */
export const INVESTOR_CARD_FALLBACKS = localized({
  stage: m.domain_investorCardFallbackStage,
  // The spec's words, written as formatTicketRange writes a range.
  ticket: m.domain_investorCardFallbackTicket,
});
/** Match cards and any other card showing an investor's ticket with none set (formatTicketRange's shape). */
export const INVESTOR_TICKET_FALLBACK = localized({
  text: () => formatTicketRange({ min: 25_000, max: 250_000 }) ?? "",
});
/** Limits on the profile editor's chip lists and free texts. */
export const INVESTOR_CHIPS_MAX = 20;
export const INVESTOR_CHIP_MAX_LENGTH = 60;
export const TICKET_SIZE_MAX = 1_000_000_000_000;

export const INVESTOR_MESSAGES = localized({
  investorsOnly: m.domain_investorInvestorsOnly,
  profileSavedTitle: m.domain_investorProfileSavedTitle,
  profileSavedText: m.domain_investorProfileSavedText,
  profileErrorTitle: m.domain_investorProfileErrorTitle,
  profileErrorText: m.domain_investorProfileErrorText,
  preferencesSaved: m.domain_investorPreferencesSaved,
  preferencesErrorTitle: m.domain_investorPreferencesErrorTitle,
  /** Followed by the server's message: "Error updating preferences: {message}". */
  preferencesErrorPrefix: m.domain_investorPreferencesErrorPrefix,
  loadErrorTitle: m.domain_investorLoadErrorTitle,
  loadErrorText: m.domain_investorLoadErrorText,
  notFoundTitle: m.domain_investorNotFoundTitle,
  notFoundText: m.domain_investorNotFoundText,
  noIdProvided: m.domain_investorNoIdProvided,
  /** "Error loading investors: {message}. Please try again later." */
  listErrorPrefix: m.domain_investorListErrorPrefix,
  listErrorSuffix: m.domain_investorListErrorSuffix,
  noInvestors: m.domain_investorNoInvestors,
  clearFilters: m.domain_investorClearFilters,
  ticketMinAboveMax: m.domain_investorTicketMinAboveMax,
  ticketNegative: m.domain_investorTicketNegative,
  ticketTooLarge: m.domain_investorTicketTooLarge,
  unknownSector: m.domain_investorUnknownSector,
});
