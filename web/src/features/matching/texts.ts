// Screen-only words of /matchmaking, /settings and the dashboards' match widgets (spec texts
// shared with the server are in domain/constants/matching.ts).

export const MATCH_TEXTS = {
  description: "Businesses and investors ranked for you by the rules in your algorithm settings.",
  investorSearch: "Search name, type, country…",
  founderSearch: "Search name, type, address…",
  searchLabel: "Search matches",
  filters: "Filters",
  sector: "Sector",
  anySector: "All sectors",
  minScore: "Minimum score",
  anyScore: "Any score",
  label: "Match label",
  anyLabel: "All labels",
  clearFilters: "Clear Filters",
  recommended: "Recommended",
  allBusinesses: "All Businesses",
  allInvestors: "All Investors",
  saved: "Saved Matches",
  noSaved: "No saved matches yet. Save a match to find it here.",
  recommendationsTitle: "Improve your matches",
  save: "Save",
  savedButton: "Saved",
  whyTitle: "Why this score",
  raiseTitle: "What would raise it",
  showMore: "Show more matches",
  adminNote: "Matches are made for investors and founders. Sign in as one to see yours.",
  recommendedDeals: "AI-Recommended Deals",
  investorMatches: "AI Investor Matches",
  viewAll: "View All",
  completeBusiness: "Complete Business Profile",
  /** A founder without a business: what the rules read of it (domain/matching/rules.ts). */
  founderNeedsBusiness:
    "Matching needs your business profile: investors are matched on its business type, revenue and growth, and country of incorporation, and on your active campaign's minimum investment.",
  similarTitle: "Similar businesses",
  /** When the server sends no message of its own. */
  genericError: "Something went wrong. Please try again.",
} as const;

export const SETTINGS_TEXTS = {
  title: "Algorithm Settings",
  description: "Tune how your matches are scored. Saved to your account.",
  parameters: "Match Parameters",
  notifications: "Notification Preferences",
  guide: "Guide",
  save: "Save Settings",
  reset: "Reset to Defaults",
  loadError: "Error loading your settings. Please try again.",
  weightHelp: {
    sector: "Scales the points for a business type in your preferred sectors (25 at the default).",
    traction: "Scales the points for revenue and growth: the risk-appetite rules and growth over 30%.",
    stage: "Scales the points for a due-diligence process under way (founders' view of investors).",
    fundingHistory: "Scales the points for a round whose minimum investment fits the ticket range (20 at the default).",
    team: "Scales the points for an investor located where the business is incorporated (15 at the default).",
  },
  toggleHelp: {
    autoNotifications: "Get a notification when a newly active campaign is a Good Match or better for you.",
    similarRecommendations: "Show similar businesses on a business page.",
    useInvestmentHistory: "Count the sectors of your completed investments as preferred sectors.",
  },
} as const;
