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
