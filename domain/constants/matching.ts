import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

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

export const MATCH_WEIGHT_LABELS: Readonly<Record<MatchWeightKey, string>> = localized({
  sector: m.domain_matchWeightSector,
  traction: m.domain_matchWeightTraction,
  stage: m.domain_matchWeightStage,
  fundingHistory: m.domain_matchWeightFundingHistory,
  team: m.domain_matchWeightTeam,
});
export const MATCH_TOGGLE_LABELS: Readonly<Record<MatchToggleKey, string>> = localized({
  autoNotifications: m.domain_matchToggleAutoNotifications,
  similarRecommendations: m.domain_matchToggleSimilarRecommendations,
  useInvestmentHistory: m.domain_matchToggleUseInvestmentHistory,
});

/**
 * Scores at or above each floor, highest first; below the last one: Potential Match. These labels
 * are values of the API (a card's label, the label filter): screens show MATCH_LABEL_TEXTS[label].
 */
export const MATCH_LABELS = [
  { min: 75, label: "Excellent Match" },
  { min: 60, label: "Good Match" },
  { min: 45, label: "Moderate Match" },
] as const;
export const MATCH_LABEL_FALLBACK = "Potential Match";
export type MatchLabel = (typeof MATCH_LABELS)[number]["label"] | typeof MATCH_LABEL_FALLBACK;
export const MATCH_LABEL_VALUES = ["Excellent Match", "Good Match", "Moderate Match", "Potential Match"] as const;
/** A match label as the reader reads it, in their language. */
export const MATCH_LABEL_TEXTS: Readonly<Record<MatchLabel, string>> = localized({
  "Excellent Match": m.domain_matchLabelExcellent,
  "Good Match": m.domain_matchLabelGood,
  "Moderate Match": m.domain_matchLabelModerate,
  "Potential Match": m.domain_matchLabelPotential,
});

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

export const MATCH_MESSAGES = localized({
  title: m.domain_matchTitle,
  refresh: m.domain_matchRefresh,
  noMatches: m.domain_matchNoMatches,
  noInvestorMatches: m.domain_matchNoInvestorMatches,
  /** Spec part 2's empty state for a founder's investor matches. */
  noFounderMatches: m.domain_matchNoFounderMatches,
  updatePreferences: m.domain_matchUpdatePreferences,
  loadError: m.domain_matchLoadError,
  businessFallback: m.domain_matchBusinessFallback,
  investorFallback: m.domain_matchInvestorFallback,
  settingsSaved: m.domain_matchSettingsSaved,
  settingsSavedText: m.domain_matchSettingsSavedText,
  settingsReset: m.domain_matchSettingsReset,
  settingsResetText: m.domain_matchSettingsResetText,
  settingsError: m.domain_matchSettingsError,
  matchSaved: m.domain_matchSaved,
  matchRemoved: m.domain_matchRemoved,
  matchNotFound: m.domain_matchNotFound,
  /** A business match card's tag when the business has an active campaign. */
  activeCampaignTag: m.domain_matchActiveCampaignTag,
  /** {name} is left for the caller to fill. */
  notifyTitle: () => m.domain_matchNotifyTitle({ name: "{name}" }),
  /** {title}, {label} (MATCH_LABEL_TEXTS) and {score} are left for the caller to fill. */
  notifyDescription: () => m.domain_matchNotifyDescription({ title: "{title}", label: "{label}", score: "{score}" }),
  /** Several new matches in one unread notification (decision 039): {count} is left for the caller to fill. */
  notifyGroupTitle: () => m.domain_matchNotifyGroupTitle({ count: "{count}" }),
  /** The best of the latest batch: {title}, {name}, {label} and {score} are left for the caller to fill. */
  notifyGroupDescription: () =>
    m.domain_matchNotifyGroupDescription({ title: "{title}", name: "{name}", label: "{label}", score: "{score}" }),
});

/** The improvement recommendations' texts (spec part 1, section 9). */
export const RECOMMENDATION_TEXTS = localized({
  shortDescription: () => m.domain_recommendationShortDescription({ length: BUSINESS_DESCRIPTION_AIM }),
  noRevenue: m.domain_recommendationNoRevenue,
  fewMilestones: () => m.domain_recommendationFewMilestones({ count: BUSINESS_MILESTONES_MIN }),
  noVideoPitch: m.domain_recommendationNoVideoPitch,
  noFundraisingHistory: m.domain_recommendationNoFundraisingHistory,
  noActiveCampaign: m.domain_recommendationNoActiveCampaign,
  noSectors: m.domain_recommendationNoSectors,
  noTicket: m.domain_recommendationNoTicket,
  noAddress: m.domain_recommendationNoAddress,
  noDueDiligence: m.domain_recommendationNoDueDiligence,
});
export type RecommendationId = keyof typeof RECOMMENDATION_TEXTS;
