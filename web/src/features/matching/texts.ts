import type { RuleId } from "@domain/matching/rules";

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
  /** Under each slider, before the rules it scales (domain/matching/weight-scopes.ts). */
  scales: "Scales the points for",
  /** What each scoring rule checks, as the sliders and the Guide name it. */
  rules: {
    sector: "Business type contains a preferred sector",
    lowRiskRevenue: "Low risk appetite and revenue over $500,000",
    highRiskGrowth: "High risk appetite and growth over 50%",
    mediumRiskTraction: "Medium risk appetite, revenue over $100,000 and growth over 20%",
    growth: "Growth over 30%",
    ticketFit: "The campaign's minimum investment is within the ticket range",
    location: "The investor's address includes the business's country",
    dueDiligence: "A due-diligence process between you is under way, on a founder's matches only",
  } satisfies Record<RuleId, string>,
  points: (base: number) => `+${base}`,
  /** The due-diligence rule gives its process's progress / 4, up to its base. */
  pointsUpTo: (base: number) => `up to +${base}`,
  atDefault: "at the default",
  guideIntro: (threshold: number) =>
    `Every match starts at 0 and gains points for each rule it meets, up to 100. Only matches scoring above ${threshold} are shown: 75 and above is an Excellent Match, 60 to 74 a Good Match, 45 to 59 a Moderate Match, and below 45 a Potential Match.`,
  guideCaption: "What each weight scales",
  guideWeight: "Weight",
  guideRule: "Rule it scales",
  guidePoints: "Points at the default",
  guideOutro:
    "A weight scales only the points of its own rules, by weight ÷ default: at the defaults you get exactly the points above, at 0 those rules are off, and at 100 they count for more. Raise Traction Metrics to put businesses with strong revenue and growth first.",
  toggleHelp: {
    autoNotifications: "Get a notification when a newly active campaign is a Good Match or better for you.",
    similarRecommendations: "Show similar businesses on a business page.",
    useInvestmentHistory: "Count the sectors of your completed investments as preferred sectors.",
  },
} as const;
