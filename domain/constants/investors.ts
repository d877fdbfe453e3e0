export const REGISTRATION_INVESTOR_TYPES = ["angel", "vc", "corporate", "individual"] as const;
export const INVESTOR_TYPES = [...REGISTRATION_INVESTOR_TYPES, "impact"] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  angel: "Individual Angel",
  vc: "VC Firm",
  corporate: "Corporate Venture Arm",
  impact: "Impact Investor",
  individual: "Individual Investor",
};

// Investors (spec part 1, sections 2, 3, 5, 8, 9; part 2, sections 8, 9; CLARIFICATIONS: Investors).
export const RISK_APPETITES = ["low", "medium", "high"] as const;
export type RiskAppetite = (typeof RISK_APPETITES)[number];
export const RISK_APPETITE_LABELS: Record<RiskAppetite, string> = { low: "Low", medium: "Medium", high: "High" };

/** Saving the profile with no name stores this; also the fallback for an unknown participant. */
export const UNKNOWN_INVESTOR_NAME = "Unknown Investor";
export const DEFAULT_INVESTOR_TYPE: InvestorType = "individual";
/** kyc_status "approved" shows Verified; anything else shows Pending. */
export const KYC_APPROVED = "approved";
export const KYC_LABELS = { verified: "Verified", pending: "Pending" } as const;

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
export const INVESTOR_CARD_FALLBACKS = { stage: "Seed, Series A", ticket: "$250k - $2000k" } as const;
/** Match cards and any other card showing an investor's ticket with none set. */
export const INVESTOR_TICKET_FALLBACK = "$25k - $250k";
/** Limits on the profile editor's chip lists and free texts. */
export const INVESTOR_CHIPS_MAX = 20;
export const INVESTOR_CHIP_MAX_LENGTH = 60;
export const TICKET_SIZE_MAX = 1_000_000_000_000;

export const INVESTOR_MESSAGES = {
  investorsOnly: "This page is only available to investors.",
  profileSavedTitle: "Profile Updated",
  profileSavedText: "Your investor profile has been saved successfully.",
  profileErrorTitle: "Error",
  profileErrorText: "Failed to save profile. Please try again.",
  preferencesSaved: "Preferences updated",
  preferencesErrorTitle: "Update failed",
  /** Followed by the server's message: "Error updating preferences: {message}". */
  preferencesErrorPrefix: "Error updating preferences: ",
  loadErrorTitle: "Error loading investor profile",
  loadErrorText: "Please try again later",
  notFoundTitle: "Investor not found",
  notFoundText: "The investor profile you're looking for doesn't exist",
  noIdProvided: "No investor ID provided",
  /** "Error loading investors: {message}. Please try again later." */
  listErrorPrefix: "Error loading investors: ",
  listErrorSuffix: ". Please try again later.",
  noInvestors: "No investors found",
  clearFilters: "Clear Filters",
  ticketMinAboveMax: "Minimum ticket size cannot be more than the maximum ticket size",
  ticketNegative: "Ticket sizes cannot be negative",
  ticketTooLarge: "That ticket size is too large",
  unknownSector: "Choose sectors from the list",
} as const;
