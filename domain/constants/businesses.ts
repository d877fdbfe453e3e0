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

/** The /businesses amount filter: the active campaign's funding goal, in whole dollars. */
export const AMOUNT_RANGES = {
  "under-50k": { label: "Under $50K", min: 0, max: 49_999 },
  "50k-250k": { label: "$50K - $250K", min: 50_000, max: 250_000 },
  "250k-1m": { label: "$250K - $1M", min: 250_001, max: 1_000_000 },
  "over-1m": { label: "Over $1M", min: 1_000_001, max: null },
} as const;
export type AmountRange = keyof typeof AMOUNT_RANGES;

export const CATALOGUE_PAGE_SIZE = 12;

/** The actions of a /businesses card and of the business page's header (spec part 2, section 3). */
export const BUSINESS_ACTIONS = {
  viewProfile: "View Profile",
  viewCampaign: "View Campaign",
  viewDeal: "View Deal",
  noActiveCampaign: "No Active Campaign",
  contactFounder: "Contact Founder",
} as const;

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
