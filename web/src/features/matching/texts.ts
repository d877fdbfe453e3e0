import { MATCH_LABEL_TEXTS, type MatchLabel, type MatchToggleKey } from "@domain/constants/matching";
import { formatUsd } from "@domain/format";
import { localized } from "@domain/i18n/localized";
import type { RuleId } from "@domain/matching/rules";
import { m } from "@i18n/messages";

// Screen-only words of /matchmaking, /settings and the dashboards' match widgets (spec texts
// shared with the server are in domain/constants/matching.ts), read in the reader's language when
// used; texts with values are the messages themselves (m.matching_...).

export const MATCH_TEXTS = localized({
  description: m.matching_description,
  findMatches: m.matching_findMatches,
  investorSearch: m.matching_investorSearch,
  founderSearch: m.matching_founderSearch,
  searchLabel: m.matching_searchLabel,
  filters: m.matching_filters,
  sector: m.matching_sector,
  anySector: m.matching_anySector,
  minScore: m.matching_minScore,
  anyScore: m.matching_anyScore,
  label: m.matching_label,
  anyLabel: m.matching_anyLabel,
  clearFilters: m.matching_clearFilters,
  recommended: m.matching_recommended,
  allBusinesses: m.matching_allBusinesses,
  allInvestors: m.matching_allInvestors,
  saved: m.matching_saved,
  loadingMatches: m.matching_loadingMatches,
  loadingSaved: m.matching_loadingSaved,
  noSaved: m.matching_noSaved,
  recommendationsTitle: m.matching_recommendationsTitle,
  scoreLabel: m.matching_scoreLabel,
  tagsLabel: m.matching_tagsLabel,
  reasonsLabel: m.matching_reasonsLabel,
  save: m.matching_save,
  savedButton: m.matching_savedButton,
  whyTitle: m.matching_whyTitle,
  raiseTitle: m.matching_raiseTitle,
  showMore: m.matching_showMore,
  adminNote: m.matching_adminNote,
  recommendedDeals: m.matching_recommendedDeals,
  investorMatches: m.matching_investorMatches,
  viewAll: m.matching_viewAll,
  seeMatches: m.matching_seeMatches,
  completeBusiness: m.matching_completeBusiness,
  /** A founder without a business: what the rules read of it (domain/matching/rules.ts). */
  founderNeedsBusiness: m.matching_founderNeedsBusiness,
  similarTitle: m.matching_similarTitle,
  /** When the server sends no message of its own. */
  genericError: m.matching_genericError,
});

/**
 * A match's label as the reader reads it. The API sends the label's English value (it is also the
 * filter's value, domain/schemas/matching.ts); the screen shows it in the reader's language.
 */
export const matchLabelText = (label: string): string => MATCH_LABEL_TEXTS[label as MatchLabel] ?? label;

export const SETTINGS_TEXTS = localized({
  title: m.matching_settingsTitle,
  description: m.matching_settingsDescription,
  parameters: m.matching_parameters,
  notifications: m.matching_notifications,
  guide: m.matching_guide,
  save: m.matching_saveSettings,
  reset: m.matching_resetSettings,
  loadError: m.matching_settingsLoadError,
  guideCaption: m.matching_guideCaption,
  guideWeight: m.matching_guideWeight,
  guideRule: m.matching_guideRule,
  guidePoints: m.matching_guidePoints,
  guideOutro: m.matching_guideOutro,
});

/** What each scoring rule checks, as the sliders and the Guide name it (thresholds: domain/matching/rules.ts). */
export const RULE_TEXTS: Record<RuleId, string> = localized({
  sector: m.matching_ruleSector,
  lowRiskRevenue: () => m.matching_ruleLowRiskRevenue({ amount: formatUsd(500_000) }),
  highRiskGrowth: m.matching_ruleHighRiskGrowth,
  mediumRiskTraction: () => m.matching_ruleMediumRiskTraction({ amount: formatUsd(100_000) }),
  growth: m.matching_ruleGrowth,
  ticketFit: m.matching_ruleTicketFit,
  location: m.matching_ruleLocation,
  dueDiligence: m.matching_ruleDueDiligence,
});

/** Under each toggle of the Notification Preferences tab. */
export const TOGGLE_HELP: Record<MatchToggleKey, string> = localized({
  autoNotifications: m.matching_toggleAutoNotifications,
  similarRecommendations: m.matching_toggleSimilar,
  useInvestmentHistory: m.matching_toggleHistory,
});

/** The e-mail part of the Notification Preferences tab (decision 028). */
export const EMAIL_TEXTS = localized({
  title: m.matching_emailTitle,
  description: m.matching_emailDescription,
  save: m.matching_emailSave,
  saving: m.matching_emailSaving,
  saved: m.matching_emailSaved,
  saveError: m.matching_emailSaveError,
  loadError: m.matching_emailLoadError,
});
