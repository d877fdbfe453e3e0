import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

// Businesses and campaigns (spec part 2).
export const BUSINESS_STAGES = ["seed", "series-a", "series-b", "growth"] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];
export const BUSINESS_STAGE_LABELS: Readonly<Record<BusinessStage, string>> = localized({
  seed: m.domain_stageSeed,
  "series-a": m.domain_stageSeriesA,
  "series-b": m.domain_stageSeriesB,
  growth: m.domain_stageGrowth,
});

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
export const SECTOR_LABELS: Readonly<Record<Sector, string>> = localized({
  software: m.domain_sectorSoftware,
  fintech: m.domain_sectorFintech,
  healthcare: m.domain_sectorHealthcare,
  ecommerce: m.domain_sectorEcommerce,
  renewable_energy: m.domain_sectorRenewableEnergy,
  edtech: m.domain_sectorEdtech,
  logistics: m.domain_sectorLogistics,
  agtech: m.domain_sectorAgtech,
});

/** The /businesses amount filter: the active campaign's funding goal, in whole dollars. */
export const AMOUNT_RANGES = {
  "under-50k": {
    get label() {
      return m.domain_amountUnder50k();
    },
    min: 0,
    max: 49_999,
  },
  "50k-250k": {
    get label() {
      return m.domain_amount50kTo250k();
    },
    min: 50_000,
    max: 250_000,
  },
  "250k-1m": {
    get label() {
      return m.domain_amount250kTo1m();
    },
    min: 250_001,
    max: 1_000_000,
  },
  "over-1m": {
    get label() {
      return m.domain_amountOver1m();
    },
    min: 1_000_001,
    max: null,
  },
} as const;
export type AmountRange = keyof typeof AMOUNT_RANGES;

export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The catalogue lists (/businesses, /deals) count their matches up to this many past the page
 * (decision 034): past it the total reads "1,000+", since counting every one of 100,000 matches
 * cost more than the page itself.
 */
export const CATALOGUE_COUNT_CAP = 1_000;

/** The actions of a /businesses card and of the business page's header (spec part 2, section 3). */
export const BUSINESS_ACTIONS = localized({
  viewProfile: m.domain_businessViewProfile,
  viewCampaign: m.domain_businessViewCampaign,
  viewDeal: m.domain_businessViewDeal,
  noActiveCampaign: m.domain_businessNoActiveCampaign,
  contactFounder: m.domain_businessContactFounder,
});

export const BUSINESS_MESSAGES = localized({
  nameRequired: m.domain_businessNameRequired,
  notFound: m.domain_businessNotFound,
  profileNotFound: m.domain_businessProfileNotFound,
  createFirst: m.domain_businessCreateFirst,
  noBusinesses: m.domain_businessNoBusinesses,
  noActiveCampaigns: m.domain_businessNoActiveCampaigns,
  noTeam: m.domain_businessNoTeam,
  noMilestones: m.domain_businessNoMilestones,
  noFundraising: m.domain_businessNoFundraising,
  noDocuments: m.domain_businessNoDocuments,
  noHistory: m.domain_businessNoHistory,
  saved: m.domain_businessSaved,
  passed: m.domain_businessPassed,
  changesSaved: m.domain_changesSaved,
  errorSaving: m.domain_errorSavingChanges,
  errorLoadingBusinesses: m.domain_businessErrorLoadingAll,
  errorLoadingBusiness: m.domain_businessErrorLoading,
});
