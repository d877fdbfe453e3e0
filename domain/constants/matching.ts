// Matching (spec part 1, sections 2, 4, 8, 9; part 2, sections 2, 3, 8, 9). Texts are the spec's
// words where it gives them; the reason and advice sentences are ours (the spec names only the rules).

export const MATCH_WEIGHT_KEYS = ["sector", "traction", "stage", "fundingHistory", "team"] as const;
export type MatchWeightKey = (typeof MATCH_WEIGHT_KEYS)[number];
export const MATCH_TOGGLE_KEYS = ["autoNotifications", "similarRecommendations", "useInvestmentHistory"] as const;
export type MatchToggleKey = (typeof MATCH_TOGGLE_KEYS)[number];

export const MATCH_WEIGHT_MIN = 0;
export const MATCH_WEIGHT_MAX = 100;
export const MATCH_WEIGHT_STEP = 5;

/** Spec part 2, section 9: weights sector 75, traction 65, stage 60, funding 55, team 70; toggles on. */
export const DEFAULT_MATCH_SETTINGS = {
  weights: { sector: 75, traction: 65, stage: 60, fundingHistory: 55, team: 70 },
  toggles: { autoNotifications: true, similarRecommendations: true, useInvestmentHistory: true },
} as const satisfies {
  weights: Record<MatchWeightKey, number>;
  toggles: Record<MatchToggleKey, boolean>;
};

export const MATCH_WEIGHT_LABELS: Record<MatchWeightKey, string> = {
  sector: "Sector Compatibility",
  traction: "Traction Metrics",
  stage: "Business Stage",
  fundingHistory: "Funding History",
  team: "Team Background",
};
export const MATCH_TOGGLE_LABELS: Record<MatchToggleKey, string> = {
  autoNotifications: "Automatic match notifications",
  similarRecommendations: "Explore similar recommendations",
  useInvestmentHistory: "Use investment history",
};

/** Scores at or above each floor, highest first; below the last one: Potential Match. */
export const MATCH_LABELS = [
  { min: 75, label: "Excellent Match" },
  { min: 60, label: "Good Match" },
  { min: 45, label: "Moderate Match" },
] as const;
export const MATCH_LABEL_FALLBACK = "Potential Match";
export type MatchLabel = (typeof MATCH_LABELS)[number]["label"] | typeof MATCH_LABEL_FALLBACK;
export const MATCH_LABEL_VALUES = ["Excellent Match", "Good Match", "Moderate Match", "Potential Match"] as const;

export const MATCH_SCORE_CAP = 100;
/** Only scores above this are kept. */
export const MATCH_SCORE_THRESHOLD = 30;
/** A newly active campaign scoring at least this (Good Match) notifies the investor. */
export const MATCH_NOTIFY_MIN_SCORE = 60;
export const MATCH_CACHE_TTL_MS = 5 * 60 * 1000;

export const MATCH_TAGS_SHOWN = 3;
export const MATCH_REASONS_SHOWN = 3;
export const MATCH_RECOMMENDATIONS_SHOWN = 3;
export const MATCH_DASHBOARD_COUNT = 4;
export const SIMILAR_BUSINESSES_COUNT = 4;

export const BUSINESS_DESCRIPTION_MIN = 100;
const BUSINESS_DESCRIPTION_AIM = 300;
export const BUSINESS_MILESTONES_MIN = 2;

export const MATCH_MESSAGES = {
  title: "AI-Powered Deal Matchmaking",
  refresh: "Refresh Matches",
  noMatches: "No matches found",
  noInvestorMatches:
    "No business matches found based on your investor profile. Update your preferences to get AI-powered business recommendations.",
  /** Spec part 2's empty state for a founder's investor matches. */
  noFounderMatches:
    "No investor matches found for your business profile. Complete your business profile to get AI-powered investor recommendations.",
  updatePreferences: "Update Preferences",
  loadError: "Error loading matches. Please try again later.",
  businessFallback: "Complete your business profile to get personalized recommendations",
  investorFallback: "Complete your investor profile to get personalized recommendations",
  settingsSaved: "Settings Saved",
  settingsSavedText: "Your algorithm settings have been saved.",
  settingsReset: "Settings Reset",
  settingsResetText: "Your algorithm settings are back to their defaults.",
  settingsError: "Failed to save settings. Please try again.",
  matchSaved: "Match saved",
  matchRemoved: "Match removed",
  matchNotFound: "Match not found",
  /** A business match card's tag when the business has an active campaign. */
  activeCampaignTag: "Active campaign",
  notifyTitle: "New match: {name}",
  notifyDescription: "{title} is a {label} ({score}) for your preferences.",
} as const;

/** The improvement recommendations' texts (spec part 1, section 9). */
export const RECOMMENDATION_TEXTS = {
  shortDescription: `Expand your business description: aim for ${BUSINESS_DESCRIPTION_AIM} characters so investors understand what you do.`,
  noRevenue: "Add your revenue to your traction metrics: investors weigh traction heavily.",
  fewMilestones: `Add at least ${BUSINESS_MILESTONES_MIN} milestones to show your progress.`,
  noVideoPitch: "Add a video pitch: businesses with one get 60% more investor interest.",
  noFundraisingHistory: "Add your fundraising history so investors see who has backed you.",
  noActiveCampaign: "Start an active campaign so investors can find and back your round.",
  noSectors: "Add preferred sectors to your investment preferences.",
  noTicket: "Set your ticket size range so we can match you with rounds you can join.",
  noAddress: "Add your address to your profile to match businesses in your region.",
  noDueDiligence: "Express interest in a business to start your first due diligence process.",
} as const;
export type RecommendationId = keyof typeof RECOMMENDATION_TEXTS;
