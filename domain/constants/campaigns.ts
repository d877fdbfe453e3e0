import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

export const CAMPAIGN_STATUSES = ["draft", "pending", "active", "completed", "rejected"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A founder creating a campaign may pick only these; editing offers all five. */
export const CAMPAIGN_CREATE_STATUSES = ["draft", "pending", "active"] as const;
export const CAMPAIGN_STATUS_LABELS: Readonly<Record<CampaignStatus, string>> = localized({
  draft: m.domain_campaignStatusDraft,
  pending: m.domain_campaignStatusPending,
  active: m.domain_campaignStatusActive,
  completed: m.domain_campaignStatusCompleted,
  rejected: m.domain_campaignStatusRejected,
});
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = "draft";

export const CAMPAIGN_INSTRUMENTS = ["safe", "equity", "convertible_note"] as const;
export type CampaignInstrument = (typeof CAMPAIGN_INSTRUMENTS)[number];
export const CAMPAIGN_INSTRUMENT_LABELS: Readonly<Record<CampaignInstrument, string>> = localized({
  safe: m.domain_campaignInstrumentSafe,
  equity: m.domain_campaignInstrumentEquity,
  convertible_note: m.domain_campaignInstrumentConvertibleNote,
});
/** A new campaign's end date is proposed this many days ahead. */
export const DEFAULT_CAMPAIGN_DAYS = 30;
export const EQUITY_MIN = 0.01;
export const EQUITY_MAX = 100;

export const CAMPAIGN_MESSAGES = localized({
  noCampaigns: m.domain_campaignNoCampaigns,
  created: m.domain_campaignCreated,
  updated: m.domain_campaignUpdated,
  /** Decision 018: beside Status when Active would send the campaign to review, before it is saved. */
  activeNeedsReview: m.domain_campaignActiveNeedsReview,
  /** Under the founder's Status field otherwise (decision 018). */
  reviewHint: m.domain_campaignReviewHint,
  /** The toast when a save put the campaign in Pending Review. */
  submittedForReview: m.domain_campaignSubmittedForReview,
  submittedForReviewText: m.domain_campaignSubmittedForReviewText,
  deleted: m.domain_campaignDeleted,
  errorCreating: m.domain_campaignErrorCreating,
  errorUpdating: m.domain_campaignErrorUpdating,
  errorDeleting: m.domain_campaignErrorDeleting,
  errorLoading: m.domain_campaignErrorLoading,
  errorLoadingInline: m.domain_campaignErrorLoadingInline,
  notFoundTitle: m.domain_campaignNotFoundTitle,
  notFoundText: m.domain_campaignNotFoundText,
  confirmDelete: m.domain_campaignConfirmDelete,
  confirmDeleteText: m.domain_campaignConfirmDeleteText,
  hasInvestments: m.domain_campaignHasInvestments,
  oneActive: m.domain_campaignOneActive,
  minAboveMax: m.domain_campaignMinAboveMax,
  maxAboveGoal: m.domain_campaignMaxAboveGoal,
  amountMin: m.domain_campaignAmountMin,
  equityRange: m.domain_campaignEquityRange,
  equityStep: m.domain_campaignEquityStep,
  endsInPast: m.domain_campaignEndsInPast,
});
