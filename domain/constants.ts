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

// Messaging and notifications (spec part 1, sections 2, 8, 9).
export const MESSAGE_MAX_LENGTH = 5000;
/** Sending is limited per user: at most this many messages in the window. */
export const MESSAGE_RATE_LIMIT = { max: 30, windowMs: 10_000 } as const;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 200;
export const CONVERSATIONS_LIMIT = 100;
export const NOTIFICATIONS_LIMIT = 10;
/** Bell list height in pixels. */
export const NOTIFICATIONS_MAX_HEIGHT_PX = 300;
export const UNREAD_BADGE_CAP = 99;
export const UNREAD_BADGE_CAP_TEXT = "99+";
/** Polling is the fallback while the live stream is down. */
export const POLL_INTERVALS_MS = {
  messages: 5_000,
  conversations: 30_000,
  notifications: 30_000,
} as const;
/** Live stream (spec's realtime constants): heartbeat, timeout, reconnect delays in order, the last repeating. */
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export const PARTICIPANT_NAME_FALLBACKS = {
  unknown: "Unknown User",
  investor: "Unknown Investor",
  founder: "Unknown Founder",
  admin: "Admin User",
} as const;

export const MESSAGING_MESSAGES = {
  signedOut: "Please log in to access messages.",
  signInToSend: "Please log in to send messages.",
  startFailed: "Failed to start conversation. Please try again.",
  started: "Conversation started! You can now send messages.",
  sendFailed: "Failed to send message. Please try again.",
  sent: "Message Sent",
  ownerMissing: "Could not find business owner",
  contentRequired: "Message cannot be empty",
  contentTooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`,
  contactRequired: "Select a conversation first",
  notYourself: "You cannot start a conversation with yourself",
  participantNotFound: "That user could not be found",
  sameRole: "Founders message investors and investors message founders; admins may message anyone.",
  conversationNotFound: "Conversation not found",
  tooFast: "You are sending messages too quickly. Please wait a moment.",
} as const;

export const NOTIFICATION_TYPES = [
  "message",
  "interest",
  "document",
  "due_diligence",
  "investment",
  "meeting",
  "system",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MESSAGES = {
  title: "Notifications",
  markAllRead: "Mark all as read",
  empty: "No notifications",
  newMessageTitle: "New message",
  /** {name} is the sender's display name. */
  newMessageDescription: "{name} sent you a message",
  notFound: "Notification not found",
} as const;

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
export const INVESTOR_SKELETON_COUNT = 6;
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

// Investments (spec part 2, sections 3, 4, 8; the Invest Now rules).
export const INVESTMENT_STATUSES = ["pending", "completed", "rejected"] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
export const INVESTMENT_STATUS_LABELS: Record<InvestmentStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  rejected: "Rejected",
};
/** A founder moves a pending investment to one of these; nothing else moves. */
export const INVESTMENT_DECISIONS = ["completed", "rejected"] as const;
export type InvestmentDecision = (typeof INVESTMENT_DECISIONS)[number];
export const DASHBOARD_RECENT_INVESTMENTS = 3;
export const INVESTMENTS_PAGE_SIZE = 20;

export const INVESTMENT_MESSAGES = {
  noInvestments: "You haven't made any investments yet.",
  signInPrompt: "Please sign in to view your investments.",
  amountRequired: "Enter an amount",
  amountWhole: "Enter a whole number of dollars",
  amountPositive: "Amount must be at least 1",
  campaignRequired: "Campaign ID is required",
  campaignNotFound: "Campaign not found",
  campaignNotActive: "This campaign is not accepting investments",
  campaignEnded: "This campaign has ended",
  investmentNotFound: "Investment not found",
  alreadyPending: "You already have a pending investment in this campaign",
  notPending: "Only a pending investment can be completed or rejected",
  createdTitle: "Investment submitted",
  createdText: "Your investment is pending until the founder confirms it.",
  errorCreating: "Error making investment",
  statusUpdated: "Investment updated",
  errorUpdating: "Error updating investment",
  notifyNewTitle: "New investment",
  notifyStatusTitle: "Investment updated",
} as const;

// The top-bar search (one API route across businesses, active campaigns and investors).
export const GLOBAL_SEARCH_PER_KIND = 5;
export const GLOBAL_SEARCH_MIN_LENGTH = 2;
