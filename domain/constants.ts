// Every number and fixed text of the spec (part 1, sections 2, 4, 5, 8, 9) that the
// foundation uses, named once. Other areas add theirs here as they are built.

export const PRODUCT_NAME = "Kuza";
export const PRODUCT_TAGLINE = "Africa's Deal Network: Fund or Get Funded";
export const PRODUCT_SUBTITLE = "Connect startups with investors, no gatekeeping.";

export const ROLES = ["investor", "founder", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Self-registration offers only these; admins are created from the command line. */
export const SELF_REGISTER_ROLES = ["founder", "investor"] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

export const REGISTRATION_INVESTOR_TYPES = ["angel", "vc", "corporate", "individual"] as const;
export type RegistrationInvestorType = (typeof REGISTRATION_INVESTOR_TYPES)[number];
export const INVESTOR_TYPES = [...REGISTRATION_INVESTOR_TYPES, "impact"] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  angel: "Individual Angel",
  vc: "VC Firm",
  corporate: "Corporate Venture Arm",
  impact: "Impact Investor",
  individual: "Individual Investor",
};

export const ROLE_CHOICE_LABELS: Record<SelfRegisterRole, string> = {
  founder: "Founder looking for investment",
  investor: "Investor looking for opportunities",
};
export const PORTAL_HEADINGS: Record<Role, string> = {
  investor: "Investor Portal",
  founder: "Founder Portal",
  admin: "Admin Portal",
};

// Validation (section 5).
export const PASSWORD_MIN_LENGTH = 6;
/** The server's strength rule on top of the form's 6 (CLARIFICATIONS: Accounts). */
export const SERVER_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MIN_LENGTH = 2;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const VALIDATION_MESSAGES = {
  email: "Please enter a valid email address",
  passwordLength: "Password must be at least 6 characters",
  passwordsMismatch: "Passwords don't match",
  fullName: "Full name is required",
  investorTypeRequired: "Investor type is required for investors",
  role: "Please choose how you will use Kuza",
  credentialsRequired: "You must provide either an email or phone number and a password",
  weakPasswordLength: "Use at least 8 characters for a strong password",
  weakPasswordCommon: "This password is too common. Choose one that is harder to guess",
} as const;

// Delays in milliseconds (section 9).
export const DELAYS_MS = {
  routeGuardRoleCheck: 500,
  landingDashboardRedirect: 100,
  loginRedirect: 500,
  registrationSuccessRedirect: 500,
  accessDeniedDetail: 1000,
  sidebarHoverCollapse: 300,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

export const TOASTS_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;

/** Reset links stop working after this; they also work only once. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

// Auth toasts (section 8).
export const AUTH_TOASTS = {
  signInSuccess: { title: "Welcome back!", description: "You have successfully signed in." },
  signInFailure: { title: "Sign In Failed", fallback: "Failed to sign in. Please check your credentials." },
  signUpSuccess: {
    title: "Account created successfully!",
    description: `Welcome to ${PRODUCT_NAME}, Africa's Deal Network.`,
  },
  signUpFailure: { title: "Sign Up Failed", fallback: "Failed to create account. Please try again." },
  signOutSuccess: { title: "Signed out successfully", description: "You have been logged out." },
  signOutFailure: { title: "Sign Out Failed" },
  resetSuccess: {
    title: "Password reset email sent",
    description: "Check your inbox for a link to reset your password.",
  },
  resetFailure: { title: "Password Reset Failed" },
} as const;

export const LANDING_STATS = { startups: "500+", raised: "$10M+" } as const;
export const CURRENCY = "USD";

// Businesses and campaigns (spec part 2).
export const BUSINESS_STAGES = ["seed", "series-a", "series-b", "growth"] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];
export const BUSINESS_STAGE_LABELS: Record<BusinessStage, string> = {
  seed: "Seed",
  "series-a": "Series A",
  "series-b": "Series B",
  growth: "Growth",
};

export const SECTORS = [
  "software",
  "fintech",
  "healthcare",
  "ecommerce",
  "renewable_energy",
  "edtech",
  "logistics",
  "agtech",
] as const;
export type Sector = (typeof SECTORS)[number];
export const SECTOR_LABELS: Record<Sector, string> = {
  software: "Software",
  fintech: "Fintech",
  healthcare: "Healthcare",
  ecommerce: "E-commerce",
  renewable_energy: "Renewable Energy",
  edtech: "Edtech",
  logistics: "Logistics",
  agtech: "Agtech",
};

export const CAMPAIGN_STATUSES = ["draft", "pending", "active", "completed", "rejected"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A founder creating a campaign may pick only these; editing offers all five. */
export const CAMPAIGN_CREATE_STATUSES = ["draft", "pending", "active"] as const;
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  pending: "Pending Review",
  active: "Active",
  completed: "Completed",
  rejected: "Rejected",
};
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = "draft";

export const CAMPAIGN_INSTRUMENTS = ["safe", "equity", "convertible_note"] as const;
export type CampaignInstrument = (typeof CAMPAIGN_INSTRUMENTS)[number];
export const CAMPAIGN_INSTRUMENT_LABELS: Record<CampaignInstrument, string> = {
  safe: "SAFE note",
  equity: "Equity",
  convertible_note: "Convertible note",
};
/** A new campaign's end date is proposed this many days ahead. */
export const DEFAULT_CAMPAIGN_DAYS = 30;
export const EQUITY_MIN = 0.01;
export const EQUITY_MAX = 100;

/** The /businesses amount filter: the active campaign's funding goal, in whole dollars. */
export const AMOUNT_RANGES = {
  "under-50k": { label: "Under $50K", min: 0, max: 49_999 },
  "50k-250k": { label: "$50K - $250K", min: 50_000, max: 250_000 },
  "250k-1m": { label: "$250K - $1M", min: 250_001, max: 1_000_000 },
  "over-1m": { label: "Over $1M", min: 1_000_001, max: null },
} as const;
export type AmountRange = keyof typeof AMOUNT_RANGES;

export const CATALOGUE_PAGE_SIZE = 12;
export const LANDING_FEED_SIZE = 3;

export const BUSINESS_MESSAGES = {
  nameRequired: "Business name is required",
  notFound: "Business Not Found",
  profileNotFound: "Business profile not found",
  createFirst: "Create your business profile before creating a campaign.",
  noBusinesses: "No businesses found.",
  noActiveCampaigns: "No active campaigns found.",
  noTeam: "No team members added yet.",
  noMilestones: "No milestones added yet.",
  noFundraising: "No fundraising rounds added yet.",
  noDocuments: "No documents available.",
  noHistory: "No historical data available",
  saved: "Business Saved",
  passed: "Business Passed",
  changesSaved: "Changes saved",
  errorSaving: "Error saving changes",
  errorLoadingBusinesses: "Error loading businesses. Please try again.",
  errorLoadingBusiness: "Error loading business",
} as const;

export const CAMPAIGN_MESSAGES = {
  noCampaigns: "No Campaigns Yet",
  created: "Campaign created",
  updated: "Campaign updated",
  deleted: "Campaign deleted",
  errorCreating: "Error creating campaign",
  errorUpdating: "Error updating campaign",
  errorDeleting: "Error deleting campaign",
  errorLoading: "Error loading campaigns",
  errorLoadingInline: "Error loading campaigns. Please try again.",
  notFoundTitle: "Campaign Not Found",
  notFoundText: "The campaign you're looking for doesn't exist or you don't have permission to view it.",
  confirmDelete: "Are you absolutely sure?",
  confirmDeleteText: "This cannot be undone. The campaign will be deleted permanently.",
  hasInvestments: "This campaign has investments and cannot be deleted. Mark it completed instead.",
  oneActive: "This business already has an active campaign. Complete it before activating another.",
  minAboveMax: "Minimum investment cannot be more than the maximum investment",
  maxAboveGoal: "Maximum investment cannot be more than the funding goal",
  amountMin: "Must be at least 1",
  equityRange: "Equity must be between 0.01 and 100",
  equityStep: "Equity can have at most two decimals",
  endsInPast: "The end date must be in the future",
} as const;

export const FOUNDER_MESSAGES = {
  emailReadOnly: "Your email cannot be changed",
} as const;

// Images (spec part 1, sections 4, 5, 8).
export const IMAGE_FOLDERS = ["logos", "avatars", "banners"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const UPLOAD_MESSAGES = {
  tooLargeTitle: "File too large",
  tooLargeText: "Please select a file smaller than 5MB",
  notImage: "Please choose a PNG, JPEG, WebP or GIF image",
  failedTitle: "Upload failed",
  failedText: "Failed to upload image. Please try again.",
  successTitle: "Success",
  successText: "Image uploaded successfully",
} as const;
