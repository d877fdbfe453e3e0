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

export const CAMPAIGN_MESSAGES = {
  noCampaigns: "No Campaigns Yet",
  created: "Campaign created",
  updated: "Campaign updated",
  /** Decision 018: beside Status when Active would send the campaign to review, before it is saved. */
  activeNeedsReview:
    "Your business is not Verified yet, so Active submits this campaign for review: it shows as Pending Review and goes live once the Kuza team approves it.",
  /** The toast when a save put the campaign in Pending Review. */
  submittedForReview: "Campaign submitted for review",
  submittedForReviewText: "It shows as Pending Review and goes live once the Kuza team approves it.",
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
